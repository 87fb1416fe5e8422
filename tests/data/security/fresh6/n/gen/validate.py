"""Validate ../attacks.jsonl and ../benign.jsonl: ids/texts unique, classes from ../../stats.py,
split parts, payloads decode, hidden spelled, hosts reserved, counts. Exit 1 on a problem.
`--markdown` prints the class x lang tables."""
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))
import stats  # tests/data/security/stats.py

MAIN = stats.MAIN_LANGS
RESERVED_IP = ("192.0.2.", "198.51.100.", "203.0.113.")
LOCAL_OK = ("10.",)  # private addresses in benign shell notes


def load():
    recs = []
    for name in ("attacks.jsonl", "benign.jsonl"):
        raw = (HERE.parent / name).read_text(encoding="utf-8")
        for n, line in enumerate(raw.splitlines(), 1):
            # invisible characters must be escaped in the file
            for c in line:
                o = ord(c)
                if (0x200B <= o <= 0x200F or 0x202A <= o <= 0x202E or 0x2060 <= o <= 0x206F or o == 0xFEFF
                        or o == 0xAD or o == 0xA0 or 0xFE00 <= o <= 0xFE0F or o >= 0xE0000):
                    sys.exit(f"{name}:{n}: unescaped invisible U+{o:04X}")
            r = json.loads(line)
            r["_file"], r["_line"] = name, n
            recs.append(r)
    return recs


def host_problems(r):
    errs = []
    t = r["text"]
    if r["class"] == "encoded":  # check the plaintext, not the encoded span
        t = t.replace(r["payload"], " ") + " " + r["decoded"]
    for h in re.findall(r"(?:https?://|@)([A-Za-z0-9.-]+\.[A-Za-z]{2,})", t):
        if not (h.endswith((".example", ".test"))):
            errs.append(f"{r['id']}: host {h!r} not reserved")
    for ip in re.findall(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b", t):
        if not ip.startswith(RESERVED_IP + LOCAL_OK):
            errs.append(f"{r['id']}: ip {ip} not reserved")
    return errs


def table(recs, label):
    sub = [r for r in recs if r["label"] == label]
    langs = [l for l in MAIN if any(r["lang"] == l for r in sub)] + sorted({r["lang"] for r in sub} - set(MAIN))
    classes = sorted({r["class"] for r in sub})
    c = Counter((r["class"], r["lang"]) for r in sub)
    out = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in classes:
        out.append(f"| {cls} | " + " | ".join(str(c[(cls, l)] or "") for l in langs) + f" | {sum(c[(cls, l)] for l in langs)} |")
    out.append("| **total** | " + " | ".join(str(sum(c[(k, l)] for k in classes)) for l in langs) + f" | {len(sub)} |")
    return "\n".join(out)


def main():
    recs = load()
    errs = stats.validate_records(recs, split="fresh6")
    for r in recs:
        want = "attack" if r["_file"] == "attacks.jsonl" else "benign"
        if r["label"] != want:
            errs.append(f"{r['id']}: label in wrong file")
        kind = "atk" if want == "attack" else "ben"
        if not re.fullmatch(rf"f6n-{kind}-{re.escape(r['lang'])}-\d{{4}}", r["id"]):
            errs.append(f"{r['id']}: bad id")
        errs += host_problems(r)
        if r["class"] == "encoded" and r["encoding"] == "rot13" and not r["decoded"].isascii():
            errs.append(f"{r['id']}: rot13 on non-ASCII")
        if (r["class"] == "invisible" and r["technique"] == "bidi_override"
                and "\u202e" + r["hidden"][::-1] not in r["text"]):
            errs.append(f"{r['id']}: bidi text does not render hidden")
        if r["class"] == "invisible" and r["technique"] == "zero_width_split":
            stripped = re.sub("[\u200b-\u200d\u2060\u206a-\u206f]", "", r["text"])
            if r["hidden"] not in stripped or r["hidden"] in r["text"]:
                errs.append(f"{r['id']}: zero-width split does not hide")
    atk = [r for r in recs if r["label"] == "attack"]
    ben = [r for r in recs if r["label"] == "benign"]
    ca, cb = Counter(r["class"] for r in atk), Counter(r["class"] for r in ben)
    la, lb = Counter(r["lang"] for r in atk), Counter(r["lang"] for r in ben)
    if len(atk) < 250: errs.append(f"only {len(atk)} attacks")
    if len(ben) < 230: errs.append(f"only {len(ben)} benign")
    errs += [f"attack class {k} missing" for k in stats.ATTACK_CLASSES if not ca[k]]
    errs += [f"benign class {k} missing" for k in stats.BENIGN_CLASSES if not cb[k]]
    errs += [f"attack class {k}: {ca[k]} < 25" for k in ("deception", "override", "secret_harvest", "split", "role_hijack", "exfil_command") if ca[k] < 25]
    errs += [f"benign class {k}: {cb[k]} < 25" for k in ("shell_snippet", "honesty_rule", "security_talk", "preference") if cb[k] < 25]
    errs += [f"{lg}: {la[lg]} attacks < 25" for lg in MAIN if la[lg] < 25]
    errs += [f"{lg}: {lb[lg]} benign < 25" for lg in MAIN if lb[lg] < 25]
    if "--markdown" in sys.argv:
        print("### attacks\n\n" + table(recs, "attack") + "\n\n### benign\n\n" + table(recs, "benign"))
    else:
        print(f"{len(atk)} attacks, {len(ben)} benign")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
