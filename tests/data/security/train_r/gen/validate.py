"""Validate the train_r corpus: ids/texts unique, classes from ../../stats.py, split parts join,
encoded payloads decode, hidden instructions spelled, hosts reserved, per-language counts."""

import importlib.util
import ipaddress
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOLDER = HERE.parent
SPLIT = "train_r"
FILES = {"attacks_train_r.jsonl": "attack", "benign_train_r.jsonl": "benign"}
MAIN = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
MIN_PER_LANG, MIN_ATK, MIN_BEN = 30, 250, 300

spec = importlib.util.spec_from_file_location("stats", FOLDER.parent / "stats.py")
stats = importlib.util.module_from_spec(spec)
spec.loader.exec_module(stats)

DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
URL_HOST = re.compile(r"https?://([^/\s)\]>\"'`?:]+)")
AT_HOST = re.compile(r"[\w.+-]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,}|\d{1,3}(?:\.\d{1,3}){3})")
IP = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
BARE = re.compile(r"\b[a-z0-9-]+\.(?:com|org|net|io|ru|de|fr|es|cn|jp|kr|co|ai|dev|app)\b", re.IGNORECASE)
INVISIBLE = re.compile("[\u200b-\u200f\u2060-\u206f\ufeff\u00ad\U000e0000-\U000e007f]")


def host_ok(h: str) -> bool:
    h = h.lower().rstrip(".")
    if h in ("localhost",):
        return True
    if re.fullmatch(r"\d{1,3}(\.\d{1,3}){3}", h):
        return any(ipaddress.ip_address(h) in n for n in DOC_NETS)
    return h.endswith((".example", ".test")) or h == "example" or h == "test"


def main() -> int:
    recs = stats.load_files([f"train_r/{n}" for n in FILES])
    for r in recs:
        r["_file"] = r["_file"].split("/")[-1]
    errs = stats.validate_records(recs, split=SPLIT)
    for r in recs:
        where = f"{r['_file']}:{r['_line']}"
        if r.get("label") != FILES[r["_file"]]:
            errs.append(f"{where}: label {r.get('label')} in wrong file")
        pre = "tr-atk-" if r["label"] == "attack" else "tr-ben-"
        if not re.fullmatch(re.escape(pre + r["lang"] + "-") + r"\d{4}", r["id"]):
            errs.append(f"{where}: bad id {r['id']}")
        if "quotes_attack" in r and (r["label"] != "benign" or r["quotes_attack"] is not True):
            errs.append(f"{where}: quotes_attack only true on benign")
        if r["class"] == "split" and not all(p.strip() for p in r["parts"]):
            errs.append(f"{where}: empty part")
        if r["class"] == "encoded" and r["encoding"] == "rot13" and not r["decoded"].isascii():
            errs.append(f"{where}: rot13 on non-ASCII")
        if r["class"] == "invisible":
            if r["technique"] not in ("tag_chars", "zero_width_split", "variation_selectors", "bidi_override"):
                errs.append(f"{where}: unknown technique")
            if r["technique"] == "zero_width_split" and r["hidden"] not in INVISIBLE.sub("", r["text"]):
                errs.append(f"{where}: zero-width text does not spell hidden")
        text = r["text"]
        hosts = URL_HOST.findall(text) + AT_HOST.findall(text) + IP.findall(text)
        for h in hosts:
            if not host_ok(h):
                errs.append(f"{where}: non-reserved host {h!r}")
        for b in BARE.findall(text):
            errs.append(f"{where}: bare real-looking domain {b!r}")
        if r["class"] == "encoded":
            for h in URL_HOST.findall(r["decoded"]) + AT_HOST.findall(r["decoded"]):
                if not host_ok(h):
                    errs.append(f"{where}: non-reserved host in payload {h!r}")
    # raw-file check: invisible characters must be escaped
    for name in FILES:
        raw = (FOLDER / name).read_text(encoding="utf-8")
        if INVISIBLE.search(raw) or re.search("[\ufe00-\ufe0f\u00a0\u202f\u3000]", raw):
            errs.append(f"{name}: unescaped invisible character in file")
    for label in ("attack", "benign"):
        sub = [r for r in recs if r["label"] == label]
        per = Counter(r["lang"] for r in sub)
        for lg in MAIN:
            if per[lg] < MIN_PER_LANG:
                errs.append(f"{label}: only {per[lg]} in {lg}")
        need = MIN_ATK if label == "attack" else MIN_BEN
        if len(sub) < need:
            errs.append(f"{label}: only {len(sub)} records (need {need})")
    if "--markdown" in sys.argv:
        for label in ("attack", "benign"):
            print(f"### {label}\n\n{table(recs, label)}\n")
    else:
        c = Counter(r["label"] for r in recs)
        print(f"{len(recs)} records: attack={c['attack']} benign={c['benign']}, "
              f"quotes_attack={sum(1 for r in recs if r.get('quotes_attack'))}")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


def table(recs, label):
    sub = [r for r in recs if r["label"] == label]
    langs = [lg for lg in MAIN if any(r["lang"] == lg for r in sub)]
    classes = sorted({r["class"] for r in sub})
    c = Counter((r["class"], r["lang"]) for r in sub)
    lines = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls in classes:
        lines.append(f"| {cls} | " + " | ".join(str(c[(cls, lg)] or "") for lg in langs)
                     + f" | {sum(c[(cls, lg)] for lg in langs)} |")
    tot = Counter(r["lang"] for r in sub)
    lines.append("| **total** | " + " | ".join(str(tot[lg]) for lg in langs) + f" | {len(sub)} |")
    return "\n".join(lines)


if __name__ == "__main__":
    raise SystemExit(main())
