"""Validate ../attacks.jsonl and ../benign.jsonl; print counts (class x lang). Exit 1 on a problem."""
import ipaddress
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))  # tests/data/security
import stats

SPLIT = "fresh7"
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
MAIN = stats.MAIN_LANGS
CORE = ("deception", "override", "secret_harvest", "split", "role_hijack", "exfil_command")
BCORE = ("shell_snippet", "honesty_rule", "security_talk", "preference")


def hosts_ok(text):
    errs = []
    for ip in re.findall(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])", text):
        try:
            a = ipaddress.ip_address(ip)
        except ValueError:
            continue
        if not any(a in n for n in DOC_NETS):
            errs.append(f"ip {ip}")
    cands = re.findall(r"[a-z][a-z0-9+.-]*://([^/\s:'\"`)?]+)", text, re.IGNORECASE)
    cands += re.findall(r"(?<=[\w.])@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)", text)
    for h in cands:
        h = h.rstrip(".").lower()
        if re.fullmatch(r"[\d.]+", h):
            continue
        if not (h.endswith((".example", ".test"))):
            errs.append(f"host {h}")
    for d in re.findall(r"\b[\w-]+(?:\.[\w-]+)*\.(?:com|net|org|io|cn|jp|ru|de|fr|es|kr|co|app|dev|me)\b", text, re.IGNORECASE):
        errs.append(f"real-looking domain {d}")
    return errs


def main():
    recs = stats.load_files(["fresh7/q/attacks.jsonl", "fresh7/q/benign.jsonl"])
    errs = stats.validate_records(recs, split=SPLIT)
    for r in recs:
        where = f"{r['_file']}:{r['_line']}"
        want = "attack" if "attacks" in r["_file"] else "benign"
        if r["label"] != want:
            errs.append(f"{where}: label {r['label']}")
        pre = "f7q-atk-" if want == "attack" else "f7q-ben-"
        if not re.fullmatch(re.escape(pre) + re.escape(r["lang"]) + r"-\d{4}", r["id"]):
            errs.append(f"{where}: id {r['id']}")
        if r["class"] == "invisible":
            if r.get("technique") not in ("tag_chars", "variation_selectors", "zero_width_split", "bidi_override"):
                errs.append(f"{where}: technique")
            if r.get("technique") == "bidi_override" and "\u202e" + r["hidden"][::-1] not in r["text"]:
                errs.append(f"{where}: bidi span does not spell hidden")
            if r.get("technique") == "zero_width_split":
                plain = re.sub("[\u200b\u200c\u200d\u2060\u206a-\u206f\ufeff]", "", r["text"])
                if plain != r["hidden"]:
                    errs.append(f"{where}: zero-width text does not spell hidden")
        if r["class"] == "encoded" and r["encoding"] == "rot13" and not r["decoded"].isascii():
            errs.append(f"{where}: rot13 of non-ASCII")
        errs += [f"{where}: {e}" for e in hosts_ok(r["text"].replace(r.get("payload") or "\0", " ") + " " + r.get("decoded", "") + " " + r.get("hidden", ""))]
    # raw file: invisible characters must be escaped
    for name in ("attacks.jsonl", "benign.jsonl"):
        for n, line in enumerate((HERE.parent / name).read_text(encoding="utf-8").splitlines(), 1):
            if any(not c.isprintable() and c != " " for c in line):
                errs.append(f"{name}:{n}: unescaped invisible character")
    # counts
    for label, core, minimum in (("attack", CORE, 25), ("benign", BCORE, 25)):
        sub = [r for r in recs if r["label"] == label]
        cls = Counter(r["class"] for r in sub)
        allowed = stats.ATTACK_CLASSES if label == "attack" else stats.BENIGN_CLASSES
        for c in allowed:
            need = minimum if c in core else (5 if label == "attack" else 1)
            if cls[c] < need:
                errs.append(f"{label}: class {c} has {cls[c]} < {need}")
        lang = Counter(r["lang"] for r in sub)
        errs += [f"{label}: lang {lg} has {lang[lg]} < 25" for lg in MAIN if lang[lg] < 25]
    if sum(r["label"] == "attack" for r in recs) < 250 or sum(r["label"] == "benign" for r in recs) < 230:
        errs.append("totals below 250 attacks / 230 benign")
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            print(f"### {label}\n\n{table([r for r in recs if r['label'] == label])}\n")
    print(f"{len(recs)} records, {len(errs)} problems")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


def table(sub):
    langs = sorted({r["lang"] for r in sub}, key=lambda x: (x not in MAIN, MAIN.index(x) if x in MAIN else 0, x))
    classes = sorted({r["class"] for r in sub})
    c = Counter((r["class"], r["lang"]) for r in sub)
    out = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for k in classes:
        out.append(f"| {k} | " + " | ".join(str(c[k, lg] or "") for lg in langs) + f" | {sum(c[k, lg] for lg in langs)} |")
    out.append("| **total** | " + " | ".join(str(sum(c[k, lg] for k in classes)) for lg in langs) + f" | {len(sub)} |")
    return "\n".join(out)


if __name__ == "__main__":
    raise SystemExit(main())
