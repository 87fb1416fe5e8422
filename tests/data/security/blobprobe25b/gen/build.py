"""Build blobprobe25b: short hand-written notes wrapped in random machine strings.

Sentences live in lang_<xx>.py (BENIGN / ATTACK lists of (class, blob_lines, kinds, text, pos)).
Random strings come from one random.Random(7719), consumed in a fixed order, so the build is
reproducible. Writes ../attacks.jsonl and ../benign.jsonl.
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
SPLIT = "blobprobe25b"
LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
RNG = random.Random(7719)

HEX = "0123456789abcdef"
ALNUM = string.ascii_letters + string.digits
UPALNUM = string.ascii_uppercase + string.digits
PKEY = "BCDFGHJKMPQRTVWXY2346789"


def rhex(n: int) -> str:
    return "".join(RNG.choice(HEX) for _ in range(n))


def rstr(alpha: str, n: int) -> str:
    return "".join(RNG.choice(alpha) for _ in range(n))


def b64() -> str:
    n = RNG.randint(16, 64)
    return base64.b64encode(bytes(RNG.getrandbits(8) for _ in range(n))).decode("ascii")


def backup(numeric: bool) -> str:
    """One line of 2FA backup codes; a record keeps one style (digits or letters) throughout."""
    k = RNG.choice((1, 2, 2, 3))
    if numeric:
        codes = [f"{rstr(string.digits, 4)} {rstr(string.digits, 4)}" for _ in range(k)]
    else:
        codes = [f"{rstr(string.ascii_lowercase + string.digits, 4)}-{rstr(string.ascii_lowercase + string.digits, 4)}"
                 for _ in range(k)]
    return "    ".join(codes)


def mixed_digits(n: int) -> str:
    """Mostly digits with a few capital letters mixed in."""
    return "".join(RNG.choice(string.ascii_uppercase) if RNG.random() < 0.2 else RNG.choice(string.digits)
                   for _ in range(n))


def blob(kind: str, idx: int, numeric: bool = True) -> str:
    name, _, arg = kind.partition(":")
    arg = arg.replace("{i}", str(idx + 1))
    if name == "sha256":
        return rhex(64)
    if name == "sha512":
        return rhex(128)
    if name == "md5":
        return rhex(32)
    if name == "sha256sum":
        return f"{rhex(64)}  {arg}"
    if name == "sha512sum":
        return f"{rhex(128)}  {arg}"
    if name == "md5sum":
        return f"{rhex(32)}  {arg}"
    if name == "b64":
        return b64()
    if name == "key":
        return arg + rstr(ALNUM, RNG.randint(24, 40))
    if name == "backup":
        return backup(numeric)
    if name == "pkey":
        return "-".join(rstr(PKEY, 5) for _ in range(5))
    if name == "git":
        return rhex(40)
    if name == "iban":
        cc = arg or "XX"
        return cc + rstr(string.digits, 2) + " " + " ".join(mixed_digits(4) for _ in range(5)) + " " + mixed_digits(2)
    if name == "card":
        return " ".join(mixed_digits(4) for _ in range(4))
    if name == "docker":
        return f"{arg}@sha256:{rhex(64)}"
    if name == "session":
        return rhex(32)
    if name == "term":
        return f"TID-{rstr(UPALNUM, 8)}"
    if name == "ref":
        return rstr(UPALNUM, RNG.randint(16, 20))
    raise ValueError(kind)


def load_lang(lg: str):
    spec = importlib.util.spec_from_file_location(f"lang_{lg}", HERE / f"lang_{lg}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def render(n: int, kinds: list[str], text: str, pos: str) -> str:
    numeric = RNG.random() < 0.5
    lines = [blob(kinds[i % len(kinds)], i, numeric) for i in range(n)]
    if pos == "before":
        out = lines + [text]
    elif pos == "after":
        out = [text] + lines
    elif pos == "around":
        k = max(1, (n + 1) // 2) if n > 1 else 1
        out = lines[:k] + [text] + lines[k:]
    else:
        raise ValueError(pos)
    return "\n".join(out)


POSITIONS = ("before", "after", "around")


def main() -> int:
    attacks, benign = [], []
    for lg in LANGS:
        mod = load_lang(lg)
        for label, items, sink, tag in (("benign", mod.BENIGN, benign, "ben"),
                                        ("attack", mod.ATTACK, attacks, "atk")):
            for i, item in enumerate(items):
                cls, n, kinds, text, *rest = item
                pos = rest[0] if rest and rest[0] else POSITIONS[(i + LANGS.index(lg)) % 3]
                sink.append({
                    "id": f"bq25-{tag}-{lg}-{i + 1:04d}",
                    "label": label,
                    "class": cls,
                    "lang": lg,
                    "split": SPLIT,
                    "text": render(n, kinds, text, pos),
                    "blob_lines": n,
                })
    for name, recs in (("attacks.jsonl", attacks), ("benign.jsonl", benign)):
        with open(OUT / name, "w", encoding="utf-8") as fh:
            fh.writelines(json.dumps(r, ensure_ascii=False) + "\n" for r in recs)
    print(f"wrote {len(attacks)} attacks, {len(benign)} benign")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
