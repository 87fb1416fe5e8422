"""Validate train_k: ids/texts unique, classes from ../../stats.py, parts join, payloads decode,
hosts reserved, escapes, counts. Prints the class x lang tables (--markdown). Exit 1 on a problem."""
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT.parent))
import stats

MAIN = stats.MAIN_LANGS
FILES = {"attacks_train_k.jsonl": "attack", "benign_train_k.jsonl": "benign"}
HOST = re.compile(r"(?:https?://|@|\b)((?:[a-z0-9-]+\.)+[a-z]{2,})\b", re.IGNORECASE)
IP = re.compile(r"\b(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})\b")
OK_IP = ("192.0.2.", "198.51.100.", "203.0.113.", "127.0.0.1", "10.", "192.168.", "0.0.0.0")
# bare words with a dot that are file names or code, not hosts
NOT_HOST_TLDS = {"py", "md", "json", "jsonl", "yaml", "yml", "toml", "txt", "pdf", "sh", "env", "pem",
                 "key", "pub", "log", "csv", "xlsx", "docx", "ts", "js", "conf", "cfg", "ini", "zip",
                 "gz", "tar", "bak", "html", "sql", "lock", "rc", "so", "pptx", "png", "jpg", "db",
                 "getenv", "environ", "dump", "bin", "gpg", "kdbx", "get", "decode", "encode", "b64decode", "loads", "fromhex", "local"}


def main() -> int:
    errs, recs = [], []
    for name, label in FILES.items():
        raw = (ROOT / name).read_text(encoding="utf-8")
        for n, line in enumerate(raw.splitlines(), 1):
            r = json.loads(line)
            r["_w"] = f"{name}:{n}"
            recs.append(r)
            if r["label"] != label or r["split"] != "train_k":
                errs.append(f"{r['_w']}: label/split")
            for ch in line:
                if stats_escape_needed(ch):
                    errs.append(f"{r['_w']}: unescaped U+{ord(ch):04X}")
    errs += [f"dup id {i}" for i, c in Counter(r["id"] for r in recs).items() if c > 1]
    errs += [f"dup text {t[:50]!r}" for t, c in Counter(r["text"] for r in recs).items() if c > 1]
    for r in recs:
        w = r["_w"]
        allowed = stats.ATTACK_CLASSES if r["label"] == "attack" else stats.BENIGN_CLASSES
        if r["class"] not in allowed:
            errs.append(f"{w}: class {r['class']}")
        if not 3 <= len(r["text"]) <= 2000:
            errs.append(f"{w}: length")
        pre = "tk-atk-" if r["label"] == "attack" else "tk-ben-"
        if not r["id"].startswith(pre + r["lang"] + "-"):
            errs.append(f"{w}: id {r['id']}")
        if r["class"] == "split":
            p = r.get("parts")
            if not (isinstance(p, list) and len(p) == 2 and "\n".join(p) == r["text"]):
                errs.append(f"{w}: parts")
        if r["class"] == "encoded":
            p = r.get("payload", "")
            if not p or p not in r["text"]:
                errs.append(f"{w}: payload not in text")
            elif stats._decode(p, r["encoding"]) != r["decoded"]:
                errs.append(f"{w}: payload does not decode")
            if r["encoding"] == "rot13" and not r["decoded"].isascii():
                errs.append(f"{w}: rot13 non-ascii")
        if r["class"] == "invisible":
            errs.append(f"{w}: no invisible records expected here")
        texts = [r["text"].replace(r.get("payload") or "\0", " ")] + ([r["decoded"]] if "decoded" in r else [])
        for t in texts:
            for h in HOST.findall(t):
                tld = h.rsplit(".", 1)[-1].lower()
                if tld in NOT_HOST_TLDS or h.lower().startswith(("os.", "self.", "sys.", "json.", "base64.", "process.", "req.", "import.")):
                    continue
                if tld not in ("example", "test", "invalid", "localhost"):
                    errs.append(f"{w}: host {h}")
            for ip in IP.findall(t):
                if not ip.startswith(OK_IP):
                    errs.append(f"{w}: ip {ip}")
    a = [r for r in recs if r["label"] == "attack"]
    b = [r for r in recs if r["label"] == "benign"]
    ac = Counter(r["class"] for r in a)
    need = {"deception": 70, "override": 60, "secret_harvest": 50, "split": 50, "encoded": 25}
    errs += [f"only {ac[c]} {c}" for c, k in need.items() if ac[c] < k]
    al, bl = Counter(r["lang"] for r in a), Counter(r["lang"] for r in b)
    errs += [f"attacks: only {al[l]} in {l}" for l in MAIN if al[l] < 30]
    errs += [f"benign: only {bl[l]} in {l}" for l in MAIN if bl[l] < 25]
    if len(b) < 250:
        errs.append(f"only {len(b)} benign")
    if "--markdown" in sys.argv:
        for label, sub in (("attack", a), ("benign", b)):
            print(f"### {label}\n\n" + table(sub) + "\n")
    print(f"{len(a)} attacks, {len(b)} benign", file=sys.stderr)
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


def stats_escape_needed(ch):
    import hide
    return hide._needs_escape(ch)


def table(sub):
    langs = [l for l in MAIN if any(r["lang"] == l for r in sub)]
    classes = sorted({r["class"] for r in sub})
    c = Counter((r["class"], r["lang"]) for r in sub)
    lines = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in classes:
        lines.append(f"| {cls} | " + " | ".join(str(c[(cls, l)] or "") for l in langs)
                     + f" | {sum(c[(cls, l)] for l in langs)} |")
    lines.append("| **total** | " + " | ".join(str(sum(c[(k, l)] for k in classes)) for l in langs)
                 + f" | {len(sub)} |")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.path.insert(0, str(HERE))
    raise SystemExit(main())
