"""GetAccountSettings: Lambda's default limits, and usage computed from the functions and layers that exist."""

from __future__ import annotations

from typing import Any

from lambda_helpers import make_zip
from settings_helpers import CODE

LIMITS = {
    "TotalCodeSize": 80530636800,
    "CodeSizeUnzipped": 262144000,
    "CodeSizeZipped": 52428800,
    "ConcurrentExecutions": 1000,
}


def test_limits_and_usage_follow_what_exists(labcloud: Any, deploy: Any, lam: Any) -> None:
    empty = lam.get_account_settings()
    assert empty["AccountLimit"] == {**LIMITS, "UnreservedConcurrentExecutions": 1000}
    assert empty["AccountUsage"] == {"TotalCodeSize": 0, "FunctionCount": 0}

    first = deploy("usage-a", CODE)
    second = deploy("usage-b", CODE + "# more\n", Publish=True)  # $LATEST and version 1 both count
    layer = lam.publish_layer_version(LayerName="usage-layer", Content={"ZipFile": make_zip({"x.txt": "x"})})
    lam.put_function_concurrency(FunctionName="usage-a", ReservedConcurrentExecutions=50)
    settings = lam.get_account_settings()
    assert settings["AccountLimit"] == {**LIMITS, "UnreservedConcurrentExecutions": 950}
    assert settings["AccountUsage"] == {
        "TotalCodeSize": first["CodeSize"] + 2 * second["CodeSize"] + layer["Content"]["CodeSize"],
        "FunctionCount": 2,
    }

    lam.delete_function(FunctionName="usage-a")
    after = lam.get_account_settings()
    assert after["AccountUsage"]["FunctionCount"] == 1
    assert after["AccountLimit"]["UnreservedConcurrentExecutions"] == 1000


def test_account_settings_with_the_cli(labcloud: Any, deploy: Any) -> None:
    deploy("usage-cli", CODE)
    answer = labcloud.aws_json("lambda", "get-account-settings")
    assert answer["AccountLimit"]["ConcurrentExecutions"] == 1000
    assert answer["AccountUsage"]["FunctionCount"] == 1
