"""Build attacks_train_d.jsonl / benign_train_d.jsonl from the hand-written lists in gen/.

Each language module ``lang_<code>.py`` defines ``ATTACKS`` and ``BENIGN``: lists of tuples
``(class, content)`` or ``(class, content, extra)``. ``content`` is a string, a two-item list
(``split`` attacks and benign cross-referencing pairs, joined by a newline), or for ``encoded``
a tuple ``(encoding, wrapper_with_{p}, instruction)`` and for ``invisible`` a tuple
``(technique, visible_with_{h}, hidden_instruction)``. Only the encoding/hiding is mechanical.
"""
from __future__ import annotations

import base64
import codecs
import importlib
import json
import sys
import unicodedata
import urllib.parse
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent
LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
SPLIT = "train_d"


def encode(kind: str, s: str) -> str:
    """Encode ``s`` with base64 / hex / rot13 / url."""
    if kind == "base64":
        return base64.b64encode(s.encode()).decode()
    if kind == "hex":
        return s.encode().hex()
    if kind == "rot13":
        return codecs.encode(s, "rot13")
    if kind == "url":
        return urllib.parse.quote(s, safe="")
    raise ValueError(kind)


def decode(kind: str, s: str) -> str:
    """Inverse of :func:`encode`."""
    if kind == "base64":
        return base64.b64decode(s).decode()
    if kind == "hex":
        return bytes.fromhex(s).decode()
    if kind == "rot13":
        return codecs.decode(s, "rot13")
    return urllib.parse.unquote(s)


def hide(tech: str, hidden: str) -> str:
    """Return the invisible form of ``hidden`` for one technique."""
    if tech == "tag_chars":
        return "\U0001F3F4" + "".join(chr(0xE0000 + ord(c)) for c in hidden) + "\U000E007F"
    if tech == "variation_selectors":
        out = []
        for b in hidden.encode():
            out.append(chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16))
        return "".join(out)
    if tech == "zero_width_split":
        joiners = ["\u200b", "\u2060", "\u200c", "\u206b", "\u200d"]
        if " " not in hidden:
            # CJK text has no spaces: split every second character instead
            return "".join(c + (joiners[i % 5] if i % 2 else "") for i, c in enumerate(hidden))
        out = []
        for i, word in enumerate(hidden.split(" ")):
            if len(word) > 3:
                j = joiners[i % len(joiners)]
                mid = len(word) // 2
                word = word[:mid] + j + word[mid:]
            out.append(word)
        return " ".join(out)
    if tech == "bidi_override":
        return "\u202e" + hidden[::-1] + "\u202c"
    raise ValueError(tech)


def unhide(tech: str, text: str) -> str:
    """Recover the hidden instruction from a text (validator)."""
    if tech == "tag_chars":
        return "".join(chr(ord(c) - 0xE0000) for c in text if 0xE0020 <= ord(c) <= 0xE007E)
    if tech == "variation_selectors":
        bs = bytearray()
        for c in text:
            o = ord(c)
            if 0xFE00 <= o <= 0xFE0F:
                bs.append(o - 0xFE00)
            elif 0xE0100 <= o <= 0xE01EF:
                bs.append(o - 0xE0100 + 16)
        return bs.decode()
    if tech == "zero_width_split":
        return "".join(c for c in text if unicodedata.category(c) != "Cf")
    start = text.index("\u202e") + 1
    return text[start:text.index("\u202c", start)][::-1]


def _needs_escape(c: str) -> bool:
    o = ord(c)
    return (unicodedata.category(c) == "Cf" or 0xFE00 <= o <= 0xFE0F or 0xE0000 <= o <= 0xE01EF)


def dump(rec: dict) -> str:
    """JSON line with invisible characters written as \\uXXXX escapes."""
    s = json.dumps(rec, ensure_ascii=False)
    out = []
    for c in s:
        if _needs_escape(c):
            o = ord(c)
            if o > 0xFFFF:
                o -= 0x10000
                out.append(f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(c)
    return "".join(out)


def make(label: str, lang: str, n: int, item: tuple) -> dict:
    """Turn one hand-written tuple into a record."""
    cls, content = item[0], item[1]
    extra = dict(item[2]) if len(item) > 2 else {}
    prefix = "datk" if label == "attack" else "dben"
    rec: dict = {"id": f"{prefix}-{lang}-{n:04d}", "label": label, "class": cls,
                 "lang": lang, "split": SPLIT}
    if isinstance(content, list):
        assert len(content) == 2, content
        rec["text"] = "\n".join(content)
        rec["parts"] = content
    elif cls == "encoded":
        kind, wrapper, instr = content
        payload = encode(kind, instr)
        rec["text"] = wrapper.replace("{p}", payload)
        rec.update(encoding=kind, payload=payload, decoded=instr)
    elif cls == "invisible":
        tech, visible, hidden = content
        rec["text"] = visible.replace("{h}", hide(tech, hidden))
        rec.update(technique=tech, hidden=hidden)
    else:
        rec["text"] = content
    rec.update(extra)
    return rec


def validate(recs: list[dict]) -> list[str]:
    """Return a list of problems (empty when all is well)."""
    errs, ids, texts = [], set(), set()
    for r in recs:
        if r["id"] in ids:
            errs.append(f"dup id {r['id']}")
        ids.add(r["id"])
        if r["text"] in texts:
            errs.append(f"dup text {r['id']}: {r['text'][:60]}")
        texts.add(r["text"])
        if "parts" in r and "\n".join(r["parts"]) != r["text"]:
            errs.append(f"parts {r['id']}")
        if r["class"] == "encoded" and (
                r["payload"] not in r["text"]
                or decode(r["encoding"], r["payload"]) != r["decoded"]):
            errs.append(f"encoded {r['id']}")
        if r["class"] == "invisible" and r["hidden"] not in unhide(r["technique"], r["text"]):
            errs.append(f"invisible {r['id']}")
        if not 3 <= len(r["text"]) <= 2000:
            errs.append(f"length {r['id']}")
    return errs


def markdown(recs: list[dict]) -> str:
    """Counts table (class x lang) as markdown."""
    from collections import Counter
    c = Counter((r["class"], r["lang"]) for r in recs)
    classes = sorted({r["class"] for r in recs})
    lines = ["| class | " + " | ".join(LANGS) + " | total |", "|---|" + "---|" * (len(LANGS) + 1)]
    for cl in classes:
        row = [c[(cl, lang)] for lang in LANGS]
        lines.append(f"| {cl} | " + " | ".join(map(str, row)) + f" | {sum(row)} |")
    tot = [sum(c[(cl, lang)] for cl in classes) for lang in LANGS]
    lines.append("| **total** | " + " | ".join(map(str, tot)) + f" | {sum(tot)} |")
    return "\n".join(lines)


def main() -> int:
    sys.path.insert(0, str(HERE))
    out = {"attack": [], "benign": []}
    for lang in LANGS:
        try:
            mod = importlib.import_module(f"lang_{lang}")
        except ModuleNotFoundError:
            continue
        for label, items in (("attack", mod.ATTACKS), ("benign", mod.BENIGN)):
            for n, item in enumerate(items, 1):
                out[label].append(make(label, lang, n, item))
    errs = validate(out["attack"] + out["benign"])
    for e in errs:
        print(e)
    for label, name in (("attack", "attacks_train_d.jsonl"), ("benign", "benign_train_d.jsonl")):
        (OUT / name).write_text("".join(dump(r) + "\n" for r in out[label]), encoding="utf-8")
        # round-trip check of the escaping: the file must read back to the same records
        back = [json.loads(line) for line in (OUT / name).read_text(encoding="utf-8").splitlines()]
        if back != out[label]:
            errs.append(f"{name}: escaped file does not read back to the records")
            print(errs[-1])
    print(len(out["attack"]), "attacks,", len(out["benign"]), "benign")
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            print(f"\n### {label}\n\n" + markdown(out[label]))
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
