"""Validate ../attacks.jsonl and ../benign.jsonl with stats.validate_records plus brief checks.
--markdown prints the count tables."""
import importlib.util
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOLDER = HERE.parent
STATS = FOLDER.parents[1] / "stats.py"
spec = importlib.util.spec_from_file_location("stats", STATS)
stats = importlib.util.module_from_spec(spec)
spec.loader.exec_module(stats)

MAIN = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
ATK_MIN4 = ("deception", "override", "role_hijack", "secret_harvest", "split", "exfil_command")
BEN_MIN4 = ("security_talk", "shell_snippet", "honesty_rule", "preference")
HOST_RE = re.compile(r"(?:https?|ftp|sftp|ssh)://([^/\s:'\")\]>]+)|[\w.+-]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})")
IP_RE = re.compile(r"\b(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})\b")
OK_IP = ("192.0.2.", "198.51.100.", "203.0.113.", "127.0.0.", "10.", "192.168.")


def load():
    recs = []
    for name, label in (("attacks.jsonl", "attack"), ("benign.jsonl", "benign")):
        with open(FOLDER / name, encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                r = json.loads(line)
                r["_file"], r["_line"] = name, n
                if r["label"] != label:
                    r["_badlabel"] = True
                recs.append(r)
    return recs


def check(recs):
    errs = stats.validate_records(recs, split="fresh24")
    for r in recs:
        w = f"{r['_file']}:{r['_line']}"
        if r.get("_badlabel"):
            errs.append(f"{w}: wrong file for label")
        tag = "atk" if r["label"] == "attack" else "ben"
        if not re.fullmatch(rf"f24b-{tag}-{r['lang']}-\d{{4}}", r["id"]):
            errs.append(f"{w}: bad id {r['id']}")
        if "parts" in r and "\n".join(r["parts"]) != r["text"]:
            errs.append(f"{w}: parts do not join")
        scan = r["text"]
        if r.get("encoding") == "rot13":
            scan = scan.replace(r["payload"], r["decoded"])
        for m in HOST_RE.finditer(scan):
            host = (m.group(1) or m.group(2)).lower().rstrip(".").split("@")[-1]
            if IP_RE.fullmatch(host):
                if not host.startswith(OK_IP):
                    errs.append(f"{w}: ip {host}")
            elif not (host.endswith((".example", ".test")) or host in ("localhost",)):
                errs.append(f"{w}: host {host}")
        for ip in IP_RE.findall(r["text"]):
            if not ip.startswith(OK_IP):
                errs.append(f"{w}: ip {ip}")
    atk = Counter((r["class"], r["lang"]) for r in recs if r["label"] == "attack")
    ben = Counter((r["class"], r["lang"]) for r in recs if r["label"] == "benign")
    for lg in MAIN:
        for c in stats.ATTACK_CLASSES:
            need = 4 if c in ATK_MIN4 else 1
            if atk[(c, lg)] < need:
                errs.append(f"attack {c}/{lg}: {atk[(c, lg)]} < {need}")
        for c in BEN_MIN4:
            if ben[(c, lg)] < 4:
                errs.append(f"benign {c}/{lg}: {ben[(c, lg)]} < 4")
        nb = sum(v for (c, l2), v in ben.items() if l2 == lg)
        if nb < 27:
            errs.append(f"benign {lg}: {nb} < 27")
        pairs = sum(1 for r in recs if r["label"] == "benign" and r["lang"] == lg and "parts" in r)
        if pairs < 5:
            errs.append(f"benign pairs {lg}: {pairs} < 5")
    na = sum(atk.values())
    nb = sum(ben.values())
    if na < 250:
        errs.append(f"attacks {na} < 250")
    if nb < 230:
        errs.append(f"benign {nb} < 230")
    return errs


def table(recs, label):
    sub = [r for r in recs if r["label"] == label]
    langs = sorted({r["lang"] for r in sub}, key=lambda x: (x not in MAIN, MAIN.index(x) if x in MAIN else 0, x))
    classes = sorted({r["class"] for r in sub})
    c = Counter((r["class"], r["lang"]) for r in sub)
    lines = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in classes:
        lines.append(f"| {cls} | " + " | ".join(str(c[(cls, lg)] or "") for lg in langs) + f" | {sum(c[(cls, lg)] for lg in langs)} |")
    lines.append("| **total** | " + " | ".join(str(sum(c[(k, lg)] for k in classes)) for lg in langs) + f" | {len(sub)} |")
    return "\n".join(lines)


def main():
    recs = load()
    errs = check(recs)
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            print(f"### {label}\n\n{table(recs, label)}\n")
        pairs = sum(1 for r in recs if r["label"] == "benign" and "parts" in r)
        qa = sum(1 for r in recs if r.get("quotes_attack"))
        print(f"Benign pairs: {pairs}; benign with quotes_attack: {qa}.")
    else:
        print(f"{len(recs)} records: attacks={sum(r['label']=='attack' for r in recs)}, benign={sum(r['label']=='benign' for r in recs)}")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())
