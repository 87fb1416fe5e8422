"""Validate ../attacks.jsonl and ../benign.jsonl; print class x lang counts (--markdown)."""
import ipaddress
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))
import stats  # ../../stats.py

SPLIT = "fresh9"
MAIN = stats.MAIN_LANGS
HOST = re.compile(r"(?:https?://|@|\b)((?:[a-z0-9-]+\.)+[a-z]{2,})(?=[/:\s\"'`)\]>,;]|$)", re.IGNORECASE)
IP = re.compile(r"\b(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})\b")
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24",
                                              "127.0.0.0/8", "10.0.0.0/8")]
FILE_EXT = {"py", "sh", "csv", "json", "pdf", "txt", "md", "yaml", "yml", "pem", "key", "log", "gpg",
            "zip", "xlsx", "docx", "toml", "env", "cfg", "ini", "sql", "gz", "jsonl", "conf", "pub", "age",
            "ps1", "bashrc", "zshrc", "netrc", "pgpass", "kdbx", "tar", "crt", "p12", "html", "js", "png", "ssh"}

def host_problems(text):
    errs = []
    for h in HOST.findall(text):
        h = h.lower().rstrip(".")
        tld = h.rsplit(".", 1)[-1]
        if tld in ("example", "test") or tld in FILE_EXT:
            continue
        if re.fullmatch(r"[\d.]+", h):
            continue
        errs.append(h)
    for ip in IP.findall(text):
        try:
            a = ipaddress.ip_address(ip)
        except ValueError:
            continue
        if not any(a in n for n in DOC_NETS):
            errs.append(ip)
    return errs

def main():
    recs = stats.load_files(["fresh9/a/attacks.jsonl", "fresh9/a/benign.jsonl"])
    errs = stats.validate_records(recs, split=SPLIT)
    for r in recs:
        want = "attack" if "attacks" in r["_file"] else "benign"
        if r["label"] != want:
            errs.append(f"{r['id']}: label {r['label']} in {r['_file']}")
        pre = f"f9a-{'atk' if want == 'attack' else 'ben'}-{r['lang']}-"
        if not r["id"].startswith(pre):
            errs.append(f"{r['id']}: id prefix")
        if r["class"] == "invisible" and r.get("technique") not in (
                "tag_chars", "variation_selectors", "zero_width_split", "bidi_override"):
            errs.append(f"{r['id']}: technique")
        if (r["class"] == "invisible" and r.get("technique") == "zero_width_split"
                and r["text"].isprintable()):
                errs.append(f"{r['id']}: no zero-width char")
        if (r["class"] == "invisible" and r.get("technique") == "bidi_override"
                and r["hidden"][::-1] not in r["text"]):
                errs.append(f"{r['id']}: reversed hidden not in text")
        if r["class"] == "encoded" and r["encoding"] == "rot13" and not r["decoded"].isascii():
            errs.append(f"{r['id']}: rot13 non-ascii")
        scan = r["text"].replace(r["payload"], " ") + " " + r["decoded"] if r["class"] == "encoded" else r["text"]
        bad = host_problems(scan)
        if bad:
            errs.append(f"{r['id']}: non-reserved host/ip {bad}")
    # raw file must escape invisible chars
    for name in ("attacks.jsonl", "benign.jsonl"):
        raw = (HERE.parent / name).read_text(encoding="utf-8")
        for c in raw:
            if c != "\n" and (not c.isprintable() and c != " ") or "\ufe00" <= c <= "\ufe0f" or c == "\u00ad":
                errs.append(f"{name}: unescaped {hex(ord(c))}")
                break
    # counts
    atk = [r for r in recs if r["label"] == "attack"]
    ben = [r for r in recs if r["label"] == "benign"]
    ca, cb = Counter(r["class"] for r in atk), Counter(r["class"] for r in ben)
    for c in ("deception", "override", "secret_harvest", "split", "role_hijack", "exfil_command"):
        if ca[c] < 25: errs.append(f"attack {c}: {ca[c]} < 25")
    for c in stats.ATTACK_CLASSES:
        if ca[c] < 5: errs.append(f"attack {c}: {ca[c]} < 5")
    for c in ("shell_snippet", "honesty_rule", "security_talk", "preference"):
        if cb[c] < 25: errs.append(f"benign {c}: {cb[c]} < 25")
    for c in stats.BENIGN_CLASSES:
        if cb[c] < 1: errs.append(f"benign {c}: none")
    la, lb = Counter(r["lang"] for r in atk), Counter(r["lang"] for r in ben)
    for lg in MAIN:
        if la[lg] < 25: errs.append(f"attack {lg}: {la[lg]} < 25")
        if lb[lg] < 25: errs.append(f"benign {lg}: {lb[lg]} < 25")
    if len(atk) < 250: errs.append(f"attacks {len(atk)} < 250")
    if len(ben) < 230: errs.append(f"benign {len(ben)} < 230")
    if "--markdown" in sys.argv:
        for label, sub in (("attack", atk), ("benign", ben)):
            langs = [l for l in MAIN if any(r["lang"] == l for r in sub)] + sorted({r["lang"] for r in sub} - set(MAIN))
            classes = sorted({r["class"] for r in sub})
            c = Counter((r["class"], r["lang"]) for r in sub)
            print(f"### {label}\n\n| class | " + " | ".join(langs) + " | total |")
            print("|---" * (len(langs) + 2) + "|")
            for cl in classes:
                print(f"| {cl} | " + " | ".join(str(c[cl, l] or "") for l in langs) + f" | {sum(c[cl, l] for l in langs)} |")
            print("| **total** | " + " | ".join(str(sum(c[k, l] for k in classes)) for l in langs) + f" | {len(sub)} |\n")
    else:
        print(f"{len(atk)} attacks, {len(ben)} benign; quotes_attack: {sum(1 for r in ben if r.get('quotes_attack'))}")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0

if __name__ == "__main__":
    raise SystemExit(main())
