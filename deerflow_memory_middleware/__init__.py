"""Memory V2 for LangChain / LangGraph agents (see README.md and docs/ARCHITECTURE.md)."""

from .client import MemoryClient
from .config import MemoryConfig, load_memory_config
from .manager import MemoryManager
from .middleware import MemoryMiddleware
from .provider import MemoryProvider
from .providers.builtin import BuiltinFileProvider
from .providers.hindsight import HindsightProvider
from .security import scan_content

__all__ = [
    "BuiltinFileProvider",
    "HindsightProvider",
    "MemoryClient",
    "MemoryConfig",
    "MemoryManager",
    "MemoryMiddleware",
    "MemoryProvider",
    "load_memory_config",
    "scan_content",
]
