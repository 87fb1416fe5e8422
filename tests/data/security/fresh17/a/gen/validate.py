"""Validate fresh17/a with stats.validate_records plus this brief's own checks.

python3 gen/validate.py             # exit 1 on a problem
python3 gen/validate.py --markdown  # count tables
"""
import importlib.util
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOLDER = HERE.parent
STATS = FOLDER.parent.parent / "stats.py"
SPLIT, PREFIX = "fresh17", "f17a"
MAIN = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")

spec = importlib.util.spec_from_file_location("stats", STATS)
stats = importlib.util.module_from_spec(spec)
spec.loader.exec_module(stats)
sys.path.insert(0, str(HERE))
from hide import must_escape


def load():
    recs = []
    for name, label in (("attacks.jsonl", "attack"), ("benign.jsonl", "benign")):
        with open(FOLDER / name, encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                raw = line.rstrip("\n")
                r = json.loads(raw)
                r["_file"], r["_line"], r["_raw"], r["_want"] = name, n, raw, label
                recs.append(r)
    return recs


HOST_RE = re.compile(r"(?:https?|ftp|sftp|ssh|wss?)://([^/\s:\"')\]>]+)|[A-Za-z0-9._%+-]@([A-Za-z0-9.-]+\.[A-Za-z]{2,})")
OK_HOST = re.compile(r"(\.example|\.test|^192\.0\.2\.\d+|^198\.51\.100\.\d+|^203\.0\.113\.\d+|^example|^localhost)$")


def extra_checks(recs):
    errs = []
    for r in recs:
        w = f"{r['_file']}:{r['_line']}"
        if r["label"] != r["_want"]:
            errs.append(f"{w}: label {r['label']} in wrong file")
        kind = "atk" if r["label"] == "attack" else "ben"
        if not re.fullmatch(rf"{PREFIX}-{kind}-{re.escape(r['lang'])}-\d{{4}}", r["id"]):
            errs.append(f"{w}: bad id {r['id']}")
        if any(must_escape(c) for c in r["_raw"]):
            errs.append(f"{w}: raw invisible character in the JSONL line")
        if "parts" in r:
            p = r["parts"]
            if not (isinstance(p, list) and len(p) == 2 and "\n".join(p) == r["text"]):
                errs.append(f"{w}: parts do not join to text")
        if r["class"] == "invisible" and r.get("technique") not in (
                "tag_chars", "variation_selectors", "zero_width_split", "bidi_override"):
            errs.append(f"{w}: unknown technique")
        if r["class"] == "invisible" and r["technique"] == "zero_width_split":
            stripped = "".join(c for c in r["text"] if not must_escape(c))
            if stripped != r["hidden"]:
                errs.append(f"{w}: hidden != text without invisible chars")
        scan = r["text"] + "\n" + r.get("decoded", "") + "\n" + r.get("hidden", "")
        if r.get("encoding") == "rot13":
            scan = scan.replace(r["payload"], "")
        for m in HOST_RE.finditer(scan):
            host = (m.group(1) or m.group(2)).rstrip(".").lower()
            if "{" in host or "$" in host:
                continue
            if not OK_HOST.search(host):
                errs.append(f"{w}: host {host!r} not a reserved name")
    return errs


def minimums(recs):
    errs = []
    a = Counter((r["class"], r["lang"]) for r in recs if r["label"] == "attack")
    b = Counter((r["class"], r["lang"]) for r in recs if r["label"] == "benign")
    pairs = Counter(r["lang"] for r in recs if r["label"] == "benign" and "parts" in r)
    if sum(a.values()) < 250:
        errs.append(f"only {sum(a.values())} attacks")
    if sum(b.values()) < 230:
        errs.append(f"only {sum(b.values())} benign")
    for lg in MAIN:
        for c in stats.ATTACK_CLASSES:
            need = 4 if c in ("deception", "override", "role_hijack", "secret_harvest", "split",
                              "exfil_command") else 1
            if a[(c, lg)] < need:
                errs.append(f"attack {c}/{lg}: {a[(c, lg)]} < {need}")
        nb = sum(v for (c, l2), v in b.items() if l2 == lg)
        if nb < 27:
            errs.append(f"benign {lg}: {nb} < 27")
        for c in ("security_talk", "shell_snippet", "honesty_rule", "preference"):
            if b[(c, lg)] < 4:
                errs.append(f"benign {c}/{lg}: {b[(c, lg)]} < 4")
        if pairs[lg] < 5:
            errs.append(f"benign pairs {lg}: {pairs[lg]} < 5")
    return errs


def table(recs, label):
    sub = [r for r in recs if r["label"] == label]
    langs = sorted({r["lang"] for r in sub}, key=lambda x: (x not in MAIN, MAIN.index(x) if x in MAIN else 0, x))
    classes = sorted({r["class"] for r in sub})
    c = Counter((r["class"], r["lang"]) for r in sub)
    lines = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in classes:
        lines.append(f"| {cls} | " + " | ".join(str(c[(cls, lg)] or "") for lg in langs)
                     + f" | {sum(c[(cls, lg)] for lg in langs)} |")
    lines.append("| **total** | " + " | ".join(str(sum(c[(k, lg)] for k in classes)) for lg in langs)
                 + f" | {len(sub)} |")
    return "\n".join(lines)


def main():
    recs = load()
    errs = stats.validate_records(recs, split=SPLIT) + extra_checks(recs) + minimums(recs)
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            print(f"### {label}\n\n{table(recs, label)}\n")
        pairs = Counter(r["lang"] for r in recs if r["label"] == "benign" and "parts" in r)
        q = sum(1 for r in recs if r.get("quotes_attack"))
        print("Benign pairs (records with `parts`): " + ", ".join(f"{k} {v}" for k, v in sorted(pairs.items()))
              + f"; total {sum(pairs.values())}. Benign with `quotes_attack: true`: {q}.")
    else:
        n = Counter(r["label"] for r in recs)
        print(f"{len(recs)} records: {dict(n)}")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
