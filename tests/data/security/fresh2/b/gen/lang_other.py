"""Hand-written benign notes in right-to-left scripts and in scripts that need joiners."""

BENIGN_OTHER: list[tuple[str, str, str]] = []
