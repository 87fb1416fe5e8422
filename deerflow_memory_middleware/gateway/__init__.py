"""The Memory V2 HTTP gateway: `create_router` (mount into a DeerFlow gateway) and `create_app`
(standalone). See docs/GATEWAY.md."""

from .app import create_app
from .auth import GatewayAuth, single_user
from .router import PREFIX, create_router

__all__ = ["PREFIX", "GatewayAuth", "create_app", "create_router", "single_user"]
