"""Generator for the train_g security corpus (hand-written texts, mechanical encoding only)."""
