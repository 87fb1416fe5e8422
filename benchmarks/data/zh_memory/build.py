"""Build ``zh-memory.json`` (LoCoMo shape) from the hand-written sources in ``src/``.

Each source file is one conversation written as plain text::

    # sample_id: zh-conv-1
    # speaker_a: 林晓雯
    # speaker_b: 周子航
    # split: tune
    ## 2026-01-10 19:30
    A: 一句话 {label}
    B: 回答
    ? 4 | 问题 | 答案 | label,label2
    ? 5 | 对抗问题 | 误导答案 | label

``A`` / ``B`` stand for speaker_a / speaker_b. A ``{label}`` at the end of a turn names it so
questions can cite it; labels become LoCoMo dia_ids (``D<session>:<turn>``) at build time, so
turns can be edited without renumbering evidence by hand. Category 5 (adversarial) questions
store their misleading answer under ``adversarial_answer`` and have no ``answer``, as LoCoMo does.

Usage: ``python benchmarks/data/zh_memory/build.py`` (writes ``zh-memory.json`` next to it).
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
_LABEL = re.compile(r"\s*\{([A-Za-z0-9_\-]+)\}\s*$")


def _zh_time(stamp: str) -> tuple[str, str]:
    """``2026-01-10 19:30`` -> (``2026年1月10日 晚上7:30``, ``2026-01-10T19:30:00+08:00``)."""
    day, clock = stamp.split()
    year, month, dom = (int(x) for x in day.split("-"))
    hour, minute = (int(x) for x in clock.split(":"))
    if hour < 12:
        part, h12 = "上午", hour
    elif hour == 12:
        part, h12 = "中午", 12
    elif hour < 18:
        part, h12 = "下午", hour - 12
    else:
        part, h12 = "晚上", hour - 12
    zh = f"{year}年{month}月{dom}日 {part}{h12}:{minute:02d}"
    iso = f"{year:04d}-{month:02d}-{dom:02d}T{hour:02d}:{minute:02d}:00+08:00"
    return zh, iso


def parse(path: Path) -> dict:
    """Parse one source file into a LoCoMo sample (plus ``split``)."""
    header: dict[str, str] = {}
    conv: dict = {}
    labels: dict[str, str] = {}
    raw_qa: list[tuple[int, str, str, list[str], int]] = []
    session = 0
    turns: list[dict] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = line.strip()
        if not line:
            continue
        if line.startswith("## "):
            session += 1
            zh, iso = _zh_time(line[3:].strip())
            turns = []
            conv[f"session_{session}_date_time"] = zh
            conv[f"session_{session}_date_time_iso"] = iso
            conv[f"session_{session}"] = turns
        elif line.startswith("# "):
            key, _, value = line[2:].partition(":")
            header[key.strip()] = value.strip()
        elif line.startswith("? "):
            parts = [p.strip() for p in line[2:].split("|")]
            if len(parts) != 4:
                sys.exit(f"{path.name}:{number}: a question needs 4 fields: {line}")
            refs = [r.strip() for r in parts[3].split(",") if r.strip()]
            raw_qa.append((int(parts[0]), parts[1], parts[2], refs, number))
        elif line[:2] in ("A:", "B:"):
            who = header["speaker_a"] if line[0] == "A" else header["speaker_b"]
            text = line[2:].strip()
            match = _LABEL.search(text)
            dia_id = f"D{session}:{len(turns) + 1}"
            if match:
                label = match.group(1)
                if label in labels:
                    sys.exit(f"{path.name}:{number}: label {label!r} used twice")
                labels[label] = dia_id
                text = text[: match.start()].rstrip()
            turns.append({"speaker": who, "dia_id": dia_id, "text": text})
        else:
            sys.exit(f"{path.name}:{number}: cannot parse: {line}")
    qa = []
    for category, question, answer, refs, number in raw_qa:
        missing = [r for r in refs if r not in labels]
        if missing:
            sys.exit(f"{path.name}:{number}: unknown labels {missing}")
        item: dict = {"question": question}
        if category == 5:
            item["adversarial_answer"] = answer
        else:
            item["answer"] = answer
        item["evidence"] = [labels[r] for r in refs]
        item["category"] = category
        qa.append(item)
    conversation = {"speaker_a": header["speaker_a"], "speaker_b": header["speaker_b"], **conv}
    return {
        "qa": qa,
        "conversation": conversation,
        "event_summary": {},
        "observation": {},
        "session_summary": {},
        "sample_id": header["sample_id"],
        "split": header["split"],
    }


def main() -> None:
    samples = [parse(p) for p in sorted((HERE / "src").glob("*.txt"))]
    out = HERE / "zh-memory.json"
    out.write_text(json.dumps(samples, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {out} ({len(samples)} conversations)")


if __name__ == "__main__":
    main()
