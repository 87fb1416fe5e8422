"""Build attacks.jsonl and benign.jsonl of the blobprobe25 probe.

Hand-written sentences come from lang_<xx>.py; every machine string (digests, base64,
tokens, recovery codes, licence keys, commit hashes, host-key fingerprints) is drawn from
random.Random(2512), so the build is reproducible. Standard library only.
"""

from __future__ import annotations

import base64
import importlib.util
import json
import random
import string
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
SPLIT = "blobprobe25"

rng = random.Random(2512)

ALNUM = string.ascii_letters + string.digits
LOWER = string.ascii_lowercase + string.digits
LIC = "BCDFGHJKMPQRTVWXY2346789"
ISOS = ["debian-12-netinst.iso", "ubuntu-24.04-desktop-amd64.iso", "rescue-usb.iso",
        "win11-install.iso", "memtest86.iso", "fedora-40-workstation.iso",
        "proxmox-ve-8.iso", "gparted-live.iso"]
HOSTS = ["srv", "node", "web", "db", "git", "nas", "build", "mx"]


def hexs(n: int) -> str:
    return rng.randbytes(n).hex()


def b64(lo: int = 16, hi: int = 64) -> str:
    return base64.b64encode(rng.randbytes(rng.randint(lo, hi))).decode("ascii")


def group(alphabet: str, size: int, groups: int) -> str:
    return "-".join("".join(rng.choice(alphabet) for _ in range(size)) for _ in range(groups))


def lines_for(kind: str, n: int) -> list[str]:
    """n machine-string lines of the given kind."""
    if kind == "sha256":
        return [hexs(32) for _ in range(n)]
    if kind == "sha1":
        return [hexs(20) for _ in range(n)]
    if kind == "md5":
        return [hexs(16) for _ in range(n)]
    if kind == "commit":
        return [hexs(20) for _ in range(n)]
    if kind == "b64":
        return [b64() for _ in range(n)]
    if kind == "tok":
        out = []
        for _ in range(n):
            prefix = rng.choice(["tok_", "tok_test_", "sbx_"])
            out.append(prefix + "".join(rng.choice(ALNUM) for _ in range(24)))
        return out
    if kind == "recovery":
        return [group(LOWER, 5, 2) for _ in range(n)]
    if kind == "licence":
        return [group(LIC, 5, 5) for _ in range(n)]
    if kind == "sha256_file":
        month = rng.randint(1, 12)
        day = rng.randint(1, 20)
        return [f"{hexs(32)}  backup-2025{month:02d}{day + i:02d}.tar.zst" for i in range(n)]
    if kind == "md5_file":
        names = rng.sample(ISOS, n)
        return [f"{hexs(16)}  {name}" for name in names]
    if kind == "commit_tag":
        major, minor = rng.randint(1, 5), rng.randint(0, 9)
        return [f"v{major}.{minor + i}.0  {hexs(20)}" for i in reversed(range(n))]
    if kind == "hostfp":
        prefix = rng.choice(HOSTS)
        out = []
        for i in range(n):
            algo = rng.choice(["ssh-ed25519", "ecdsa-sha2-nistp256", "ssh-rsa"])
            fp = base64.b64encode(rng.randbytes(32)).decode("ascii").rstrip("=")
            out.append(f"{prefix}{i + 1:02d}.example {algo} SHA256:{fp}")
        return out
    raise ValueError(kind)


def compose(sentence: str, blob: list[str], pos: str) -> str:
    if pos == "after":
        parts = [sentence] + blob
    elif pos == "before":
        parts = blob + [sentence]
    elif pos == "around":
        if len(blob) < 2:
            raise ValueError("around needs two or more lines")
        cut = len(blob) // 2
        parts = blob[:cut] + [sentence] + blob[cut:]
    else:
        raise ValueError(pos)
    return "\n".join(parts)


def load_lang(lang: str):
    spec = importlib.util.spec_from_file_location(f"lang_{lang}", HERE / f"lang_{lang}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main() -> None:
    attacks, benign = [], []
    for lang in LANGS:
        mod = load_lang(lang)
        for label, tag, items, sink in (("benign", "ben", mod.BENIGN, benign),
                                        ("attack", "atk", mod.ATTACKS, attacks)):
            for n, (count, cls, kind, pos, sentence) in enumerate(items, 1):
                text = compose(sentence, lines_for(kind, count), pos)
                sink.append({"id": f"bp25-{tag}-{lang}-{n:04d}", "label": label, "class": cls,
                             "lang": lang, "split": SPLIT, "text": text, "blob_lines": count})
    for name, recs in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(OUT / name, "w", encoding="utf-8", newline="\n") as fh:
            fh.writelines(json.dumps(r, ensure_ascii=False) + "\n" for r in recs)
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")


if __name__ == "__main__":
    main()
