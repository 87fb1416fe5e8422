"""Validate train_q with ../../stats.py checks plus: reserved hosts only, counts per lang."""
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT.parent))
import stats

FILES = ["train_q/attacks_train_q.jsonl", "train_q/benign_train_q.jsonl"]
HOST = re.compile(r"(?<![\w@.-])((?:[a-z0-9-]+\.)+[a-z]{2,})(?![\w@-])", re.IGNORECASE)
IP = re.compile(r"\b(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})\b")
OK_IP = ("192.0.2.", "198.51.100.", "203.0.113.", "127.0.0.1")
FILE_EXT = {"env", "txt", "md", "py", "sh", "json", "jsonl", "yml", "yaml", "pdf", "pem", "key", "pub",
            "conf", "csv", "xlsx", "docx", "zip", "gz", "log", "ini", "toml", "js", "ts", "kdbx",
            "bashrc", "zshrc", "netrc", "gitconfig", "ssh", "aws", "gpg", "pptx", "png", "jpg", "html",
            "cfg", "db", "sqlite", "bak", "tar", "ovpn", "p12", "lock", "ps1", "bat", "exe", "dmg", "apk"}


def main():
    recs = stats.load_files(FILES)
    errs = stats.validate_records(recs, split="train_q")
    for r in recs:
        exp = "attack" if "attacks_" in r["_file"] else "benign"
        if r["label"] != exp:
            errs.append(f"{r['id']}: label in wrong file")
        pre = "tq-atk-" if exp == "attack" else "tq-ben-"
        if not r["id"].startswith(pre + r["lang"] + "-"):
            errs.append(f"{r['id']}: id shape")
        if "parts" in r and "\n".join(r["parts"]) != r["text"]:
            errs.append(f"{r['id']}: parts do not join")
        for h in HOST.findall(r["text"]):
            tld = h.rsplit(".", 1)[1].lower()
            if tld in ("example", "test") or tld in FILE_EXT:
                continue
            errs.append(f"{r['id']}: host {h!r} not reserved")
        for ip in IP.findall(r["text"]):
            if not ip.startswith(OK_IP):
                errs.append(f"{r['id']}: ip {ip} not documentation range")
        if r["class"] == "invisible" and r.get("technique") not in (
                "tag_chars", "variation_selectors", "zero_width_split", "bidi_override"):
            errs.append(f"{r['id']}: technique")
    # raw file check: invisible chars must be escaped
    for f in FILES:
        raw = (ROOT.parent / f).read_text(encoding="utf-8")
        for ch in ("\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u202e", "\u00a0"):
            if ch in raw:
                errs.append(f"{f}: literal U+{ord(ch):04X} in file")
    c = Counter((r["label"], r["class"], r["lang"]) for r in recs)
    per = Counter((r["label"], r["lang"]) for r in recs)
    pairs = Counter((r["label"], r["lang"]) for r in recs if "parts" in r)
    for lg in ("en", "zh", "ja", "ko"):
        if per[("attack", lg)] < 55:
            errs.append(f"attack {lg}: {per[('attack', lg)]} < 55")
        if per[("benign", lg)] < 70:
            errs.append(f"benign {lg}: {per[('benign', lg)]} < 70")
        if pairs[("attack", lg)] < 10 or pairs[("benign", lg)] < 10:
            errs.append(f"pairs {lg}: {pairs[('attack', lg)]}/{pairs[('benign', lg)]}")
    if "--table" in sys.argv:
        for label in ("attack", "benign"):
            langs = ["en", "zh", "ja", "ko"]
            classes = sorted({k[1] for k in c if k[0] == label})
            print(f"\n### {label}\n\n| class | " + " | ".join(langs) + " | total |\n|---" * 1 + "|---" * (len(langs) + 1) + "|")
            for cl in classes:
                row = [c[(label, cl, lg)] for lg in langs]
                print(f"| {cl} | " + " | ".join(str(x) if x else "" for x in row) + f" | {sum(row)} |")
            row = [per[(label, lg)] for lg in langs]
            print("| **total** | " + " | ".join(map(str, row)) + f" | {sum(row)} |")
    print(f"{len(recs)} records, {len(errs)} problems")
    for e in errs:
        print("ERROR:", e)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
