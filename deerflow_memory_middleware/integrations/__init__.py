"""Integrations with host frameworks; DeerFlow first (`deerflow_memory_middleware.integrations.deerflow`)."""
