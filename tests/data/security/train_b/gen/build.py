"""Build attacks_train_b.jsonl and benign_train_b.jsonl from the hand-written lang modules.

Usage: ``python tests/data/security/train_b/gen/build.py`` (validates, then writes).
"""

from __future__ import annotations

import base64
import codecs
import importlib
import json
import sys
import unicodedata
import urllib.parse
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from mech import encode, hide

LANG_MODULES = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de", "extra", "extra2", "extra3", "extra4")
SPLIT = "train_b"


def _escape(s: str) -> str:
    """JSON-dump with literal UTF-8 except invisible / format / selector / tag characters."""
    out = []
    for ch in json.dumps(s, ensure_ascii=False)[1:-1]:
        o = ord(ch)
        if unicodedata.category(ch) in ("Cf", "Co", "Cn") or 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF or o in (0x00A0, 0x202F, 0x00AD):
            if o > 0xFFFF:
                v = o - 0x10000
                out.append(f"\\u{0xD800 + (v >> 10):04x}\\u{0xDC00 + (v & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def _dump(rec: dict) -> str:
    parts = []
    for k, v in rec.items():
        if isinstance(v, str):
            parts.append(f"{json.dumps(k)}: {_escape(v)}")
        elif isinstance(v, list):
            parts.append(f"{json.dumps(k)}: [" + ", ".join(_escape(x) for x in v) + "]")
        else:
            parts.append(f"{json.dumps(k)}: {json.dumps(v)}")
    return "{" + ", ".join(parts) + "}"


def records() -> tuple[list[dict], list[dict]]:
    """Return (attacks, benign) records from every lang module."""
    attacks: list[dict] = []
    benign: list[dict] = []
    counters: Counter = Counter()
    for modname in LANG_MODULES:
        if not (HERE / f"lang_{modname}.py").exists():
            continue
        mod = importlib.import_module(f"lang_{modname}")
        for cls, items in mod.ATTACKS.items():
            for item in items:
                lang = mod.LANG
                if isinstance(item, dict):
                    # extra modules tag each item with its language: {"lang": .., "item": ..}
                    lang, item = item["lang"], item["item"]
                rec: dict = {"label": "attack", "class": cls, "lang": lang, "split": SPLIT}
                if cls == "split":
                    a, b = item
                    rec["text"] = a + "\n" + b
                    rec["parts"] = [a, b]
                elif cls == "encoded":
                    wrapper, enc, plain = item
                    payload = encode(plain, enc)
                    rec["text"] = wrapper.replace("{p}", payload)
                    rec.update(encoding=enc, payload=payload, decoded=plain)
                elif cls == "invisible":
                    tech, cover, hidden = item
                    rec["text"] = hide(tech, cover, hidden)
                    rec.update(technique=tech, hidden=hidden)
                else:
                    rec["text"] = item
                counters["uatk", lang] += 1
                rec = {"id": f"uatk-{lang}-{counters['uatk', lang]:04d}", **rec}
                attacks.append(rec)
        for cls, items in mod.BENIGN.items():
            for item in items:
                lang, text = (item["lang"], item["item"]) if isinstance(item, dict) else (mod.LANG, item)
                counters["uben", lang] += 1
                benign.append({"id": f"uben-{lang}-{counters['uben', lang]:04d}", "label": "benign",
                               "class": cls, "lang": lang, "split": SPLIT, "text": text})
    return attacks, benign


def _decode(payload: str, enc: str) -> str:
    if enc == "base64":
        return base64.b64decode(payload, validate=True).decode("utf-8")
    if enc == "hex":
        return bytes.fromhex(payload).decode("utf-8")
    if enc == "rot13":
        return codecs.decode(payload, "rot13")
    return urllib.parse.unquote(payload)


def validate(recs: list[dict]) -> list[str]:
    """Independent checks: unique ids/texts, parts, payloads, hidden text."""
    errs = []
    for key in ("id", "text"):
        c = Counter(r[key] for r in recs)
        errs += [f"duplicate {key}: {v[:60]!r}" for v, n in c.items() if n > 1]
    for r in recs:
        if not 3 <= len(r["text"]) <= 2000:
            errs.append(f"{r['id']}: length")
        if r["class"] == "split" and "\n".join(r["parts"]) != r["text"]:
            errs.append(f"{r['id']}: parts")
        if r["class"] == "encoded" and (r["payload"] not in r["text"] or _decode(r["payload"], r["encoding"]) != r["decoded"]):
            errs.append(f"{r['id']}: payload")
        if r["class"] == "invisible":
            t, h = r["text"], r["hidden"]
            if r["technique"] == "tag_chars":
                ok = "".join(chr(ord(c) - 0xE0000) for c in t if 0xE0020 <= ord(c) <= 0xE007E) == h
            elif r["technique"] == "variation_selectors":
                bs = bytearray()
                for c in t:
                    o = ord(c)
                    if 0xFE00 <= o <= 0xFE0F:
                        bs.append(o - 0xFE00)
                    elif 0xE0100 <= o <= 0xE01EF:
                        bs.append(o - 0xE0100 + 16)
                ok = bs.decode("utf-8") == h
            elif r["technique"] == "zero_width_split":
                clean = "".join(c for c in t if unicodedata.category(c) != "Cf")
                ok = h in clean and not t.isprintable()
            else:
                ok = h[::-1] in t and "\u202e" in t
            if not ok:
                errs.append(f"{r['id']}: hidden")
    return errs


def main() -> int:
    attacks, benign = records()
    errs = validate(attacks + benign)
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    if errs:
        return 1
    out = HERE.parent
    (out / "attacks_train_b.jsonl").write_text("".join(_dump(r) + "\n" for r in attacks), encoding="utf-8")
    (out / "benign_train_b.jsonl").write_text("".join(_dump(r) + "\n" for r in benign), encoding="utf-8")
    for label, recs in (("attack", attacks), ("benign", benign)):
        c = Counter((r["class"], r["lang"]) for r in recs)
        langs = sorted({r["lang"] for r in recs})
        print(f"### {label} ({len(recs)})\n\n| class | " + " | ".join(langs) + " | total |")
        print("|---" * (len(langs) + 2) + "|")
        for cls in sorted({r["class"] for r in recs}):
            print(f"| {cls} | " + " | ".join(str(c[cls, lg] or "") for lg in langs) + f" | {sum(c[cls, lg] for lg in langs)} |")
        print("| **total** | " + " | ".join(str(sum(v for (k, lg2), v in c.items() if lg2 == lg)) for lg in langs) + f" | {len(recs)} |\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
