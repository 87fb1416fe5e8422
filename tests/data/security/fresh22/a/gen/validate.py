"""Validate attacks.jsonl / benign.jsonl with stats.validate_records plus this brief's minimums.
`--markdown` prints the count tables."""
import importlib.util
import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOLDER = HERE.parent
STATS = FOLDER.parents[1] / "stats.py"
spec = importlib.util.spec_from_file_location("stats", STATS)
stats = importlib.util.module_from_spec(spec)
spec.loader.exec_module(stats)
MAIN = stats.MAIN_LANGS
INVIS = set(range(0x200B, 0x2010)) | {0x2060, 0xFEFF, 0x202E, 0x202C, 0xAD, 0xA0, 0x202F} | set(range(0x206A, 0x2070))


def load():
    recs = []
    for name in ("attacks.jsonl", "benign.jsonl"):
        raw = (FOLDER / name).read_text(encoding="utf-8")
        for n, line in enumerate(raw.splitlines(), 1):
            r = json.loads(line)
            r["_file"], r["_line"] = name, n
            recs.append(r)
    return recs, raw


def check(recs):
    errs = stats.validate_records(recs, split="fresh22")
    for r in recs:
        want = "attack" if r["_file"] == "attacks.jsonl" else "benign"
        if r["label"] != want:
            errs.append(f"{r['_file']}:{r['_line']}: label {r['label']}")
        short = "atk" if want == "attack" else "ben"
        if not r["id"].startswith(f"f22a-{short}-{r['lang']}-"):
            errs.append(f"bad id {r['id']}")
        if "parts" in r and "\n".join(r["parts"]) != r["text"]:
            errs.append(f"{r['id']}: parts do not join")
        if r["class"] == "split" and len(r.get("parts", [])) != 2:
            errs.append(f"{r['id']}: split parts")
        if r["class"] == "invisible" and r.get("technique") in ("zero_width_split", "bidi_override"):
            stripped = "".join(c for c in r["text"] if ord(c) not in INVIS)
            if r["technique"] == "zero_width_split" and stripped != r["hidden"]:
                errs.append(f"{r['id']}: hidden mismatch")
    atk = [r for r in recs if r["label"] == "attack"]
    ben = [r for r in recs if r["label"] == "benign"]
    if len(atk) < 250:
        errs.append(f"only {len(atk)} attacks")
    if len(ben) < 230:
        errs.append(f"only {len(ben)} benign")
    ca = Counter((r["class"], r["lang"]) for r in atk)
    for lg in MAIN:
        for cls in stats.ATTACK_CLASSES:
            need = 4 if cls in ("deception", "override", "role_hijack", "secret_harvest", "split", "exfil_command") else 1
            if ca[(cls, lg)] < need:
                errs.append(f"attack {cls}/{lg}: {ca[(cls, lg)]} < {need}")
        nb = [r for r in ben if r["lang"] == lg]
        if len(nb) < 27:
            errs.append(f"benign {lg}: {len(nb)} < 27")
        cb = Counter(r["class"] for r in nb)
        for cls in ("security_talk", "shell_snippet", "honesty_rule", "preference"):
            if cb[cls] < 4:
                errs.append(f"benign {cls}/{lg}: {cb[cls]} < 4")
        pairs = sum(1 for r in nb if "parts" in r)
        if pairs < 5:
            errs.append(f"benign pairs {lg}: {pairs} < 5")
    na = Counter(r["lang"] for r in atk)
    if na["zh"] < max(na[lg] for lg in MAIN):
        errs.append("zh has fewer attacks than another language")
    return errs


def table(recs, label):
    sub = [r for r in recs if r["label"] == label]
    langs = [lg for lg in MAIN if any(r["lang"] == lg for r in sub)] + sorted({r["lang"] for r in sub} - set(MAIN))
    classes = sorted({r["class"] for r in sub})
    c = Counter((r["class"], r["lang"]) for r in sub)
    out = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in classes:
        out.append(f"| {cls} | " + " | ".join(str(c[(cls, lg)] or "") for lg in langs) + f" | {sum(c[(cls, lg)] for lg in langs)} |")
    out.append("| **total** | " + " | ".join(str(sum(1 for r in sub if r['lang'] == lg)) for lg in langs) + f" | {len(sub)} |")
    return "\n".join(out)


def main():
    recs, _ = load()
    errs = check(recs)
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            print(f"### {label}\n\n{table(recs, label)}\n")
        pairs = Counter(r["lang"] for r in recs if r["label"] == "benign" and "parts" in r)
        qa = sum(1 for r in recs if r.get("quotes_attack"))
        print(f"Benign pairs (records with `parts`): {sum(pairs.values())} ({', '.join(f'{k} {v}' for k, v in pairs.items())}); `quotes_attack: true`: {qa}\n")
    else:
        print(f"{len(recs)} records")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main())
