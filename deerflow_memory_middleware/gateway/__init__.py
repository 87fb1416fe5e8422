"""The Memory V2 HTTP gateway: `create_router` (mount into a DeerFlow gateway) and `create_app`
(standalone), and `create_page_router` (the memory web page, for hosts). See docs/GATEWAY.md."""

from .app import create_app
from .auth import GatewayAuth, single_user
from .page import create_page_router
from .router import PREFIX, create_router

__all__ = [
    "PREFIX",
    "GatewayAuth",
    "create_app",
    "create_page_router",
    "create_router",
    "single_user",
]
