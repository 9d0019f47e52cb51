"""Get/PutRuntimeManagementConfig: the update mode of a function version's runtime, stored and reported."""

from __future__ import annotations

from typing import Any

from settings_helpers import CODE, error, fn_arn


def test_runtime_management_config(labcloud: Any, deploy: Any, lam: Any) -> None:
    created = deploy("managed", CODE, Publish=True)
    own = created["RuntimeVersionConfig"]["RuntimeVersionArn"]
    got = lam.get_runtime_management_config(FunctionName="managed")
    assert (got["UpdateRuntimeOn"], got["FunctionArn"]) == ("Auto", fn_arn("managed"))
    assert "RuntimeVersionArn" not in got

    put = lam.put_runtime_management_config(
        FunctionName="managed", Qualifier="1", UpdateRuntimeOn="Manual", RuntimeVersionArn=own
    )
    assert (put["UpdateRuntimeOn"], put["FunctionArn"], put["RuntimeVersionArn"]) == (
        "Manual",
        fn_arn("managed", "1"),
        own,
    )
    pinned = lam.get_runtime_management_config(FunctionName="managed", Qualifier="1")
    assert (pinned["UpdateRuntimeOn"], pinned["RuntimeVersionArn"]) == ("Manual", own)
    assert (
        lam.get_runtime_management_config(FunctionName="managed")["UpdateRuntimeOn"] == "Auto"
    )  # per version

    lam.put_runtime_management_config(FunctionName="managed", UpdateRuntimeOn="FunctionUpdate")
    assert lam.get_runtime_management_config(FunctionName="managed")["UpdateRuntimeOn"] == "FunctionUpdate"

    other = "arn:aws:lambda:us-east-1::runtime:" + "0" * 64
    code, message, status, kind = error(
        lam.put_runtime_management_config,
        FunctionName="managed",
        UpdateRuntimeOn="Manual",
        RuntimeVersionArn=other,
    )
    assert (code, status, kind) == ("InvalidParameterValueException", 400, "User")
    assert (
        message
        == f"labcloud does not support runtime versions other than {own}: RuntimeVersionArn cannot be used"
    )
    assert error(lam.get_runtime_management_config, FunctionName="managed", Qualifier="9") == (
        "ResourceNotFoundException",
        f"Function not found: {fn_arn('managed', '9')}",
        404,
        "User",
    )
