"""Re-export of the package's scripted chat model (it also powers the demo)."""

from deerflow_memory_middleware.testing import (  # noqa: F401
    RecordedRequest,
    ScriptedChatModel,
    say,
    tool_call,
)
