"""Memory providers: the builtin entry files and the Hindsight external provider."""
