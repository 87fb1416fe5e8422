"""Validate fresh23/b with stats.validate_records plus this brief's own minimums."""
import importlib.util
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOLDER = HERE.parent
STATS = FOLDER.parent.parent / "stats.py"
spec = importlib.util.spec_from_file_location("stats", STATS)
stats = importlib.util.module_from_spec(spec)
spec.loader.exec_module(stats)

SPLIT, PREFIX = "fresh23", "f23b"
MAIN = stats.MAIN_LANGS
NEED4 = ("deception", "override", "role_hijack", "secret_harvest", "split", "exfil_command")
BEN4 = ("security_talk", "shell_snippet", "honesty_rule", "preference")
HOST_RE = re.compile(r"\b(?:[a-z0-9-]+\.)+[a-z]{2,}\b", re.IGNORECASE)
OK_TLD = (".example", ".test")
NOT_TLD = {"git", "gif", "list", "post", "glob", "dt", "server", "get", "suche", "xro", "firma", "gouv", "query"}
FILE_EXT = {"py", "sh", "csv", "pdf", "jpg", "jpeg", "png", "xlsx", "docx", "zip", "txt", "json", "md",
            "cr2", "cr3", "nef", "arw", "raf", "dng", "tif", "tiff", "gpg", "age", "env", "log", "sql",
            "xml", "ods", "odt", "gz", "tar", "kdbx", "mp4", "mov", "xls", "doc", "yml", "yaml", "html",
            "php", "db", "sqlite", "bak", "enc", "ini", "conf", "key", "pem", "ics", "vcf", "iso", "svg", "exe", "sig"}


def main() -> int:
    recs = stats.load_files(["fresh23/b/attacks.jsonl", "fresh23/b/benign.jsonl"])
    errs = stats.validate_records(recs, split=SPLIT)
    for r in recs:
        tag = "atk" if r["label"] == "attack" else "ben"
        want = f"{PREFIX}-{tag}-{r['lang']}-"
        if not r["id"].startswith(want) or not re.fullmatch(r"\d{4}", r["id"][len(want):]):
            errs.append(f"bad id {r['id']}")
        if ("attack.jsonl" in r["_file"]) != (r["label"] == "attack") and r["_file"].endswith("attacks.jsonl") != (r["label"] == "attack"):
            errs.append(f"{r['id']} in wrong file")
        if "parts" in r and r["class"] != "split" and r["label"] != "benign":
            errs.append(f"{r['id']}: parts on non-split attack")
        if "parts" in r and ("\n".join(r["parts"]) != r["text"] or len(r["parts"]) != 2):
            errs.append(f"{r['id']}: parts do not join")
        for h in HOST_RE.findall(r["text"]):
            hl = h.lower()
            if (hl.endswith(OK_TLD) or hl[::-1].endswith(OK_TLD) or hl.rsplit(".", 1)[-1] in FILE_EXT
                    or hl.rsplit(".", 1)[-1] in NOT_TLD):
                continue
            errs.append(f"{r['id']}: host-like {h!r}")
        for ip in re.findall(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b", r["text"]):
            if not ip.startswith(("192.0.2.", "198.51.100.", "203.0.113.", "127.0.0.", "10.", "192.168.")):
                errs.append(f"{r['id']}: ip {ip}")
    atk = [r for r in recs if r["label"] == "attack"]
    ben = [r for r in recs if r["label"] == "benign"]
    if len(atk) < 250:
        errs.append(f"only {len(atk)} attacks")
    if len(ben) < 230:
        errs.append(f"only {len(ben)} benign")
    ca = Counter((r["class"], r["lang"]) for r in atk)
    cb = Counter((r["class"], r["lang"]) for r in ben)
    for lg in MAIN:
        for cls in stats.ATTACK_CLASSES:
            need = 4 if cls in NEED4 else 1
            if ca[(cls, lg)] < need:
                errs.append(f"attack {cls}/{lg}: {ca[(cls, lg)]} < {need}")
        nb = sum(v for (c, l), v in cb.items() if l == lg)
        if nb < 27:
            errs.append(f"benign {lg}: {nb} < 27")
        for cls in BEN4:
            if cb[(cls, lg)] < 4:
                errs.append(f"benign {cls}/{lg}: {cb[(cls, lg)]} < 4")
        pairs = sum(1 for r in ben if r["lang"] == lg and "parts" in r)
        if pairs < 5:
            errs.append(f"benign pairs {lg}: {pairs} < 5")
    nz = sum(1 for r in atk if r["lang"] == "zh")
    if any(nz < sum(1 for r in atk if r["lang"] == lg) for lg in MAIN):
        errs.append("zh attacks fewer than another language")
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            sub = [dict(r, split=r["split"]) for r in recs if r["label"] == label]
            langs = sorted({r["lang"] for r in sub}, key=lambda x: (x not in MAIN, MAIN.index(x) if x in MAIN else 0, x))
            classes = sorted({r["class"] for r in sub})
            c = Counter((r["class"], r["lang"]) for r in sub)
            print(f"### {label}\n")
            print("| class | " + " | ".join(langs) + " | total |")
            print("|---" * (len(langs) + 2) + "|")
            for cls in classes:
                print(f"| {cls} | " + " | ".join(str(c[(cls, l)] or "") for l in langs) + f" | {sum(c[(cls, l)] for l in langs)} |")
            print("| **total** | " + " | ".join(str(sum(c[(k, l)] for k in classes)) for l in langs) + f" | {len(sub)} |\n")
        print(f"Benign pairs: {sum(1 for r in ben if 'parts' in r)}; quotes_attack: {sum(1 for r in ben if r.get('quotes_attack'))}\n")
    else:
        print(f"{len(atk)} attacks, {len(ben)} benign, {sum(1 for r in ben if 'parts' in r)} benign pairs")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
