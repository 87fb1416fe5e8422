"""The one error vocabulary: root class, builtin bases, codes, HTTP / exit tables, tool JSON."""

from __future__ import annotations

import json

import pytest

import deerflow_memory_middleware as pkg
from deerflow_memory_middleware import errors
from deerflow_memory_middleware.cli import EXIT_STATUS, exit_status
from deerflow_memory_middleware.gateway.auth import TokenFileError
from deerflow_memory_middleware.gateway.errors import CODE_STATUS, GatewayError, status_for
from deerflow_memory_middleware.providers.bank_router import BankTemplateError
from deerflow_memory_middleware.providers.hindsight_errors import HindsightError
from deerflow_memory_middleware.write_result import WriteResult


def test_every_exported_error_derives_from_the_root_and_is_exported_from_the_package():
    for name in errors.__all__:
        obj = getattr(errors, name)
        if isinstance(obj, type) and issubclass(obj, Exception):
            assert issubclass(obj, errors.MemoryV2Error)
            assert getattr(pkg, name) is obj
    assert not issubclass(errors.MemoryV2Error, MemoryError)


@pytest.mark.parametrize("cls, builtin", [
    (errors.InvalidArgumentError, ValueError), (errors.InvalidIdError, ValueError),
    (errors.ConfigError, ValueError), (errors.NotFoundError, LookupError),
    (errors.NotConfiguredError, RuntimeError), (errors.StorageError, OSError),
    (errors.LockTimeoutError, TimeoutError), (errors.ExternalProviderError, RuntimeError),
    (HindsightError, RuntimeError), (BankTemplateError, ValueError), (TokenFileError, ValueError),
])
def test_subclasses_also_derive_from_the_fitting_builtin(cls, builtin):
    assert issubclass(cls, builtin) and issubclass(cls, errors.MemoryV2Error)


def test_every_code_has_an_http_status_and_an_exit_status():
    assert set(CODE_STATUS) == set(errors.ErrorCode) - {errors.ErrorCode.HTTP_ERROR}
    for code in errors.ErrorCode:
        assert 1 <= exit_status(code) <= 125
    assert set(EXIT_STATUS) <= set(errors.ErrorCode)
    assert status_for("no_such_code") == 500


def test_codes_not_statuses_travel_with_errors():
    err = HindsightError("timeout", "no answer in 3 s")
    assert err.code == errors.ErrorCode.EXTERNAL_TIMEOUT and status_for(err.code) == 504
    assert "outbox" in str(err)  # the remedy is in the message
    gateway = GatewayError("not_configured", "switch Hindsight on")
    assert gateway.status == 409 and gateway.code is errors.ErrorCode.NOT_CONFIGURED
    assert errors.LockTimeoutError("busy; retry").code == errors.ErrorCode.LOCK_TIMEOUT


def test_tool_error_shape_is_one_json_object_with_code_and_remedy():
    data = json.loads(errors.tool_error("memory", "Too long: shorten it.", code="over_limit"))
    assert data == {"success": False, "tool": "memory", "code": "over_limit",
                    "error": "Too long: shorten it."}
    data = json.loads(errors.tool_error_for("t", errors.NotFoundError("No such bank; use x.")))
    assert data["code"] == "not_found"
    assert json.loads(errors.tool_error_for("t", ValueError("bad")))["code"] == "invalid_argument"
    assert json.loads(errors.tool_error_for("t", KeyError("k")))["code"] == "internal_error"


def test_write_result_codes_are_error_codes():
    result = WriteResult.failure("add", "user", "blocked", "Refused: rephrase it as a fact.")
    assert result.code is errors.ErrorCode.BLOCKED
    assert json.loads(result.to_json())["code"] == "blocked"
    with pytest.raises(ValueError):
        WriteResult.failure("add", "user", "not_a_code", "x")
