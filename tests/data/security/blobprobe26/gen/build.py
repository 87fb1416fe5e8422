"""Build attacks.jsonl and benign.jsonl for the blobprobe26 corpus.

Sentences come from lang_<xx>.py (hand-written). Machine strings come from one
random.Random(2626) stream, consumed in a fixed order, so the build is reproducible.
"""
from __future__ import annotations

import base64
import importlib.util
import json
import random
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
SPLIT = "blobprobe26"
RNG = random.Random(2626)

B62 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
KEYCHARS = "BCDFGHJKMPQRTVWXY2346789"
CODECHARS = "abcdefghjkmnpqrstuvwxyz23456789"


def hexs(n: int) -> str:
    return format(RNG.getrandbits(4 * n), f"0{n}x")


def gen(kind: str) -> str:
    """One line of machine string of the given kind."""
    if kind == "sha256":
        return hexs(64)
    if kind == "sha1" or kind == "commit":
        return hexs(40)
    if kind == "md5":
        return hexs(32)
    if kind == "blake2":
        return hexs(128)
    if kind == "b64":
        return base64.b64encode(RNG.randbytes(RNG.randint(16, 64))).decode("ascii")
    if kind.startswith("tok:"):
        return kind[4:] + "".join(RNG.choice(B62) for _ in range(RNG.randint(24, 40)))
    if kind == "backup":
        if RNG.random() < 0.5:
            return f"{RNG.randint(0, 9999):04d}-{RNG.randint(0, 9999):04d}"
        return "".join(RNG.choice(CODECHARS) for _ in range(10))
    if kind == "licence":
        return "-".join("".join(RNG.choice(KEYCHARS) for _ in range(5)) for _ in range(5))
    if kind == "digest":
        return "sha256:" + hexs(64)
    if kind == "devid":
        return hexs(16).upper()
    if kind == "uuid":
        return str(uuid.UUID(int=RNG.getrandbits(128), version=4))
    if kind == "mac":
        return ":".join(hexs(2).upper() for _ in range(6))
    raise ValueError(kind)


def layout(sentence: str, blobs: list[str], style: int) -> str:
    """style 0: sentence then strings; 1: strings then sentence; 2: sentence in the middle."""
    if style == 2 and len(blobs) >= 2:
        half = len(blobs) // 2
        return "\n".join(blobs[:half] + [sentence] + blobs[half:])
    if style == 1:
        return "\n".join(blobs + [sentence])
    return "\n".join([sentence] + blobs)


def load_lang(lang: str):
    spec = importlib.util.spec_from_file_location(f"lang_{lang}", HERE / f"lang_{lang}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def build() -> tuple[list[dict], list[dict]]:
    attacks, benign = [], []
    for lang in LANGS:
        mod = load_lang(lang)
        for label, tag, rows, out in (("benign", "ben", mod.BENIGN, benign),
                                      ("attack", "atk", mod.ATTACKS, attacks)):
            for i, (cls, n, kinds, sentence) in enumerate(rows, 1):
                ks = kinds.split(",")
                blobs = [gen(ks[j % len(ks)]) for j in range(n)]
                style = (i + LANGS.index(lang)) % 3
                out.append({
                    "id": f"bp26-{tag}-{lang}-{i:04d}",
                    "label": label,
                    "class": cls,
                    "lang": lang,
                    "split": SPLIT,
                    "text": layout(sentence, blobs, style),
                    "blob_lines": n,
                })
    return attacks, benign


def write(path: Path, recs: list[dict]) -> None:
    with open(path, "w", encoding="utf-8") as fh:
        fh.writelines(json.dumps(r, ensure_ascii=False) + "\n" for r in recs)


if __name__ == "__main__":
    a, b = build()
    write(OUT / "attacks.jsonl", a)
    write(OUT / "benign.jsonl", b)
    print(f"wrote {len(a)} attacks, {len(b)} benign")
