"""Validate the train_t files: ids/texts unique, classes from ../../stats.py, parts join,
hosts reserved, counts against the assignment; print the class x lang tables."""
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))
import stats

LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
FILES = {"attacks_train_t.jsonl": "attack", "benign_train_t.jsonl": "benign"}
HOST = re.compile(r"(?<![\w.-])([a-z0-9-]+(?:\.[a-z0-9-]+)*\.([a-z]{2,}))\b", re.IGNORECASE)
IP = re.compile(r"\b(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\b")
OKIP = ("192.0.2.", "198.51.100.", "203.0.113.", "127.0.0.", "10.", "192.168.")
# file names / code identifiers that look like host names
NOT_HOST_TLDS = {"py", "md", "txt", "json", "jsonl", "yaml", "yml", "env", "pem", "pub", "sh", "csv",
                 "xlsx", "docx", "pdf", "log", "conf", "toml", "ini", "js", "ts", "key", "crt", "zip",
                 "gpg", "bak", "sql", "cfg", "html", "ps1", "bashrc", "zshrc", "ssh", "gitconfig",
                 "tar", "gz", "local", "service", "lock", "png", "jpg", "ics", "vcf", "id", "git", "o",
                 "ed25519", "netrc", "pptx", "d", "xls", "rs", "go", "rb", "cs", "kt", "swift", "lua",
                 "mp4", "mov", "wav", "odt", "rtf", "eml", "msg", "db", "sqlite", "bin", "exe", "dmg"}


def main() -> int:
    errs, recs = [], []
    for name, label in FILES.items():
        for n, line in enumerate(open(HERE.parent / name, encoding="utf-8"), 1):  # noqa: SIM115
            r = json.loads(line)
            r["_file"], r["_line"] = name, n
            if r["label"] != label:
                errs.append(f"{name}:{n}: label {r['label']}")
            if not r["id"].startswith("tt-atk-" if label == "attack" else "tt-ben-"):
                errs.append(f"{name}:{n}: id {r['id']}")
            recs.append(r)
    errs += stats.validate_records(recs, split="train_t")
    errs = list(dict.fromkeys(errs))
    for r in recs:
        texts = [r["text"]] + r.get("parts", [])
        for t in texts:
            t2 = re.sub(r"[\w.+-]+@", "@", t)  # drop e-mail local parts
            for m in HOST.finditer(t2):
                host, tld = m.group(1).lower(), m.group(2).lower()
                if tld in NOT_HOST_TLDS or tld in ("example", "test"):
                    continue
                if "." in host and not host.replace(".", "").isdigit():
                    errs.append(f"{r['id']}: host {host!r} not reserved")
            for m in IP.finditer(t):
                if not m.group(0).startswith(OKIP):
                    errs.append(f"{r['id']}: ip {m.group(0)} not documentation")
        if r["class"] == "split":
            for p in r["parts"]:
                if not p.strip():
                    errs.append(f"{r['id']}: empty part")
    atk = [r for r in recs if r["label"] == "attack"]
    ben = [r for r in recs if r["label"] == "benign"]
    ca = Counter(r["class"] for r in atk)
    need = {"split": 120, "deception": 80, "override": 50}
    errs += [f"only {ca[k]} {k}" for k, v in need.items() if ca[k] < v]
    if len(ben) < 300:
        errs.append(f"only {len(ben)} benign")
    for lg in LANGS:
        for lab, sub in (("attack", atk), ("benign", ben)):
            k = sum(1 for r in sub if r["lang"] == lg)
            if k < 30:
                errs.append(f"{lab}: only {k} in {lg}")
    for label, sub in (("attack", atk), ("benign", ben)):
        print(f"### {label}\n")
        classes = sorted({r["class"] for r in sub})
        c = Counter((r["class"], r["lang"]) for r in sub)
        print("| class | " + " | ".join(LANGS) + " | total |")
        print("|---" * (len(LANGS) + 2) + "|")
        for cls in classes:
            print(f"| {cls} | " + " | ".join(str(c[(cls, lg)]) for lg in LANGS) + f" | {sum(c[(cls, lg)] for lg in LANGS)} |")
        print("| **total** | " + " | ".join(str(sum(c[(k, lg)] for k in classes)) for lg in LANGS) + f" | {len(sub)} |\n")
    q = sum(1 for r in ben if r.get("quotes_attack"))
    print(f"quotes_attack: {q}")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
