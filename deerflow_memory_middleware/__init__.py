"""Memory V2 for LangChain / LangGraph agents (see README.md and docs/ARCHITECTURE.md)."""

from typing import TYPE_CHECKING, Any

from .client import MemoryClient
from .config import MemoryConfig, load_memory_config
from .errors import (
    ConfigError,
    ConflictError,
    ErrorCode,
    ExternalProviderError,
    InvalidArgumentError,
    InvalidIdError,
    LockTimeoutError,
    MemoryV2Error,
    NotConfiguredError,
    NotFoundError,
    StorageError,
    tool_error,
)
from .manager import MemoryManager
from .middleware import MemoryMiddleware
from .provider import MemoryProvider
from .providers.builtin import BuiltinFileProvider
from .security import scan_content

if TYPE_CHECKING:
    from .providers.hindsight import HindsightProvider

__all__ = [
    "BuiltinFileProvider",
    "ConfigError",
    "ConflictError",
    "ErrorCode",
    "ExternalProviderError",
    "HindsightProvider",
    "InvalidArgumentError",
    "InvalidIdError",
    "LockTimeoutError",
    "MemoryClient",
    "MemoryConfig",
    "MemoryManager",
    "MemoryMiddleware",
    "MemoryProvider",
    "MemoryV2Error",
    "NotConfiguredError",
    "NotFoundError",
    "StorageError",
    "load_memory_config",
    "scan_content",
    "tool_error",
]


def __getattr__(name: str) -> Any:
    # The Hindsight client takes about a second to import; builtin-only users never pay for it.
    if name == "HindsightProvider":
        from .providers.hindsight import HindsightProvider

        return HindsightProvider
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
