"""Validate ../attacks.jsonl and ../benign.jsonl (fresh9/b) and print the counts tables.

Checks: ids and texts unique; classes from ../../stats.py; split parts join to the text; encoded
payloads decode; hidden characters spell `hidden`; every host / IP is reserved (*.example,
*.test, documentation ranges); invisible characters are escaped in the files; brief minimums."""
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
CORE_ATK = ("deception", "override", "secret_harvest", "split", "role_hijack", "exfil_command")
CORE_BEN = ("shell_snippet", "honesty_rule", "security_talk", "preference")
URL_HOST = re.compile(r"(?:https?|ftp)://([^/\s:'\"`)?]+)")
EMAIL_HOST = re.compile(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)")
SSH_HOST = re.compile(r"\b[\w.-]+@([\w-]+(?:\.[\w-]+)+)(?=:|\s|`|$)")
IP = re.compile(r"\b(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})\b")
BARE = re.compile(r"\b[\w-]+\.(?:com|net|org|io|cn|ru|de|fr|jp|kr|es|co|ai|app|dev|xyz|info|me)\b", re.IGNORECASE)
DOC_NETS = ("192.0.2.", "198.51.100.", "203.0.113.")


def host_ok(h: str) -> bool:
    h = h.lower().rstrip(".")
    if IP.fullmatch(h):
        return h.startswith(DOC_NETS)
    return h.endswith((".example", ".test"))


def main() -> int:
    errs = []
    recs = stats.load_files(["fresh9/b/attacks.jsonl", "fresh9/b/benign.jsonl"])
    errs += stats.validate_records(recs, split="fresh9")
    for r in recs:
        where = f"{r['id']}"
        exp = "attack" if r["_file"].endswith("attacks.jsonl") else "benign"
        if r["label"] != exp:
            errs.append(f"{where}: label {r['label']} in {r['_file']}")
        kind = "atk" if exp == "attack" else "ben"
        if not re.fullmatch(rf"f9b-{kind}-{re.escape(r['lang'])}-\d{{4}}", r["id"]):
            errs.append(f"{where}: bad id")
        t = r["text"]
        if r["class"] == "encoded":  # check hosts in the plaintext, not in the encoded span
            t = t.replace(r.get("payload", ""), " ") + " " + r.get("decoded", "")
        if r["class"] == "split" and len(r.get("parts", [])) != 2:
            errs.append(f"{where}: split needs two parts")
        if r["class"] == "invisible":
            if r.get("technique") not in ("tag_chars", "variation_selectors", "zero_width_split", "bidi_override"):
                errs.append(f"{where}: technique")
            if r["technique"] == "zero_width_split" and \
                    "".join(c for c in t if unicodedata.category(c) != "Cf").find(r["hidden"]) < 0:
                errs.append(f"{where}: zero-width text does not contain hidden once stripped")
            if r["technique"] == "bidi_override" and r["hidden"][::-1] not in t:
                errs.append(f"{where}: reversed hidden not in text")
        if r["class"] == "encoded" and r["encoding"] == "rot13" and not r["decoded"].isascii():
            errs.append(f"{where}: rot13 on non-ASCII")
        for rx in (URL_HOST, EMAIL_HOST, SSH_HOST):
            for h in rx.findall(t):
                if not host_ok(h):
                    errs.append(f"{where}: host not reserved: {h}")
        for ip in IP.findall(t):
            if not ip.startswith(DOC_NETS):
                errs.append(f"{where}: IP not documentation range: {ip}")
        for h in BARE.findall(t):
            errs.append(f"{where}: real-looking domain: {h}")
    for name in ("attacks.jsonl", "benign.jsonl"):
        for n, line in enumerate((FOLDER / name).read_text(encoding="utf-8").splitlines(), 1):
            bad = [c for c in line if unicodedata.category(c) in ("Cf", "Cs") or 0xFE00 <= ord(c) <= 0xFE0F
                   or 0xE0100 <= ord(c) <= 0xE01EF or c in "\u00a0\u202f"]
            if bad:
                errs.append(f"{name}:{n}: unescaped invisible character U+{ord(bad[0]):04X}")
    atk = [r for r in recs if r["label"] == "attack"]
    ben = [r for r in recs if r["label"] == "benign"]
    ca, cb = Counter(r["class"] for r in atk), Counter(r["class"] for r in ben)
    la, lb = Counter(r["lang"] for r in atk), Counter(r["lang"] for r in ben)
    if len(atk) < 250: errs.append(f"only {len(atk)} attacks")
    if len(ben) < 230: errs.append(f"only {len(ben)} benign")
    for c in stats.ATTACK_CLASSES:
        need = 25 if c in CORE_ATK else 5
        if ca[c] < need: errs.append(f"attack class {c}: {ca[c]} < {need}")
    for c in stats.BENIGN_CLASSES:
        need = 25 if c in CORE_BEN else 1
        if cb[c] < need: errs.append(f"benign class {c}: {cb[c]} < {need}")
    for lg in MAIN:
        if la[lg] < 25: errs.append(f"attacks in {lg}: {la[lg]}")
        if lb[lg] < 25: errs.append(f"benign in {lg}: {lb[lg]}")
    if "--markdown" in sys.argv:
        for label, sub in (("attack", atk), ("benign", ben)):
            print(table(label, sub))
    else:
        print(f"{len(atk)} attacks, {len(ben)} benign; quotes_attack: {sum(1 for r in ben if r.get('quotes_attack'))}")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


def table(label, sub):
    langs = sorted({r["lang"] for r in sub}, key=lambda x: (x not in MAIN, MAIN.index(x) if x in MAIN else 0, x))
    classes = sorted({r["class"] for r in sub})
    c = Counter((r["class"], r["lang"]) for r in sub)
    lines = [f"### {label} ({len(sub)})", "", "| class | " + " | ".join(langs) + " | total |",
             "|---" * (len(langs) + 2) + "|"]
    for cls in classes:
        lines.append(f"| {cls} | " + " | ".join(str(c[(cls, lg)] or "") for lg in langs)
                     + f" | {sum(c[(cls, lg)] for lg in langs)} |")
    lines.append("| **total** | " + " | ".join(str(sum(c[(k, lg)] for k in classes)) for lg in langs)
                 + f" | {len(sub)} |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    raise SystemExit(main())
