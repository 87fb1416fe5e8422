"""Validate ../attacks.jsonl and ../benign.jsonl (exit 1 on a problem); print the counts table.

Uses the shared checks of ../../../stats.py (classes, keys, unique ids/texts, split parts,
encoded payloads, tag / variation-selector payloads) and adds: the split value, id format,
zero-width / bidi hidden text spelled, hosts reserved, JSONL escaping, and minimum counts.
"""
import json
import re
import sys
import unicodedata
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOLDER = HERE.parent
sys.path.insert(0, str(FOLDER.parent.parent))
import stats

MAIN = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
BIG_ATTACK = ("deception", "override", "secret_harvest", "split", "role_hijack", "exfil_command")
BIG_BENIGN = ("shell_snippet", "honesty_rule", "security_talk", "preference")
HOST_RE = re.compile(r"(?:https?://|(?<=[\w.\-])@)([A-Za-z0-9.\-]+)|\b([a-z0-9\-]+(?:\.[a-z0-9\-]+)*\.(?:example|test|com|net|org|io|ru|cn|de|fr|es|jp|kr))\b")
IP_RE = re.compile(r"\b(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})\b")
DOC_NETS = ("192.0.2.", "198.51.100.", "203.0.113.")


def load(name: str) -> list[dict]:
    recs = []
    raw = (FOLDER / name).read_text(encoding="utf-8")
    for n, line in enumerate(raw.splitlines(), 1):
        for c in line:
            o = ord(c)
            if unicodedata.category(c) == "Cf" or 0xFE00 <= o <= 0xFE0F or 0xE0100 <= o <= 0xE01EF \
                    or (unicodedata.category(c) == "Zs" and c != " "):
                raise SystemExit(f"{name}:{n}: unescaped invisible U+{o:04X}")
        recs.append({**json.loads(line), "_file": name, "_line": n})
    return recs


def host_ok(h: str) -> bool:
    h = h.lower().rstrip(".")
    if IP_RE.fullmatch(h):
        return h.startswith(DOC_NETS)
    if "." not in h:
        return True
    return h.endswith((".example", ".test"))


def main() -> int:
    atk, ben = load("attacks.jsonl"), load("benign.jsonl")
    recs = atk + ben
    errs = stats.validate_records(recs, split="fresh10")
    for r in recs:
        where = f"{r['_file']}:{r['_line']}"
        want = "atk" if r["label"] == "attack" else "ben"
        if not re.fullmatch(rf"f10a-{want}-{r['lang']}-\d{{4}}", r["id"]):
            errs.append(f"{where}: bad id {r['id']}")
        if (r["_file"] == "attacks.jsonl") != (r["label"] == "attack"):
            errs.append(f"{where}: label in wrong file")
        if r["class"] == "invisible":
            tech = r.get("technique")
            if tech not in ("tag_chars", "variation_selectors", "zero_width_split", "bidi_override"):
                errs.append(f"{where}: technique {tech}")
            if tech == "zero_width_split" and r["hidden"] not in "".join(
                    c for c in r["text"] if unicodedata.category(c) != "Cf"):
                errs.append(f"{where}: zero-width text does not spell hidden")
            if tech == "bidi_override" and "\u202e" + r["hidden"][::-1] not in r["text"]:
                errs.append(f"{where}: bidi text does not spell hidden")
        blobs = [r["text"], r.get("decoded", ""), r.get("hidden", "")]
        for blob in blobs:
            for m in HOST_RE.finditer(blob):
                h = m.group(1) or m.group(2)
                if h and not host_ok(h):
                    errs.append(f"{where}: host not reserved: {h}")
            for ip in IP_RE.findall(blob):
                if not ip.startswith(DOC_NETS):
                    errs.append(f"{where}: IP not documentation range: {ip}")
        if r["label"] == "benign" and r["class"] in ("split", "encoded", "invisible"):
            errs.append(f"{where}: attack-only keys on benign")
    ca, cb = Counter(r["class"] for r in atk), Counter(r["class"] for r in ben)
    for c in stats.ATTACK_CLASSES:
        need = 25 if c in BIG_ATTACK else 5
        if ca[c] < need:
            errs.append(f"attack class {c}: {ca[c]} < {need}")
    for c in BIG_BENIGN:
        if cb[c] < 25:
            errs.append(f"benign class {c}: {cb[c]} < 25")
    la, lb = Counter(r["lang"] for r in atk), Counter(r["lang"] for r in ben)
    for lg in MAIN:
        if la[lg] < 25 or lb[lg] < 25:
            errs.append(f"lang {lg}: {la[lg]} attacks, {lb[lg]} benign (< 25)")
    if len(atk) < 250 or len(ben) < 230:
        errs.append(f"totals {len(atk)} attacks / {len(ben)} benign")
    for label, sub in (("attack", atk), ("benign", ben)):
        print(f"### {label}\n\n{table(sub)}\n")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


def table(sub: list[dict]) -> str:
    langs = sorted({r["lang"] for r in sub}, key=lambda x: (x not in MAIN, MAIN.index(x) if x in MAIN else 0, x))
    classes = sorted({r["class"] for r in sub})
    c = Counter((r["class"], r["lang"]) for r in sub)
    out = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in classes:
        out.append(f"| {cls} | " + " | ".join(str(c[(cls, lg)] or "") for lg in langs)
                   + f" | {sum(c[(cls, lg)] for lg in langs)} |")
    out.append("| **total** | " + " | ".join(str(sum(c[(k, lg)] for k in classes)) for lg in langs)
               + f" | {len(sub)} |")
    return "\n".join(out)


if __name__ == "__main__":
    raise SystemExit(main())
