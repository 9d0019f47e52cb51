"""Put/GetFunctionRecursionConfig: stored per function, Lambda's default Terminate."""

from __future__ import annotations

from typing import Any

from settings_helpers import CODE, error, fn_arn


def test_recursion_config(labcloud: Any, deploy: Any, lam: Any) -> None:
    deploy("loops", CODE)
    assert lam.get_function_recursion_config(FunctionName="loops")["RecursiveLoop"] == "Terminate"
    assert (
        lam.put_function_recursion_config(FunctionName="loops", RecursiveLoop="Allow")["RecursiveLoop"]
        == "Allow"
    )
    assert lam.get_function_recursion_config(FunctionName=fn_arn("loops"))["RecursiveLoop"] == "Allow"
    code, _, status, _ = error(
        lam.put_function_recursion_config, FunctionName="loops", RecursiveLoop="Sometimes"
    )
    assert (code, status) == ("ValidationException", 400)
    assert error(lam.get_function_recursion_config, FunctionName="ghost") == (
        "ResourceNotFoundException",
        f"Function not found: {fn_arn('ghost')}",
        404,
        "User",
    )
    # a recreated function starts from the default again
    lam.delete_function(FunctionName="loops")
    deploy("loops", CODE)
    assert lam.get_function_recursion_config(FunctionName="loops")["RecursiveLoop"] == "Terminate"
    cli = labcloud.aws_json("lambda", "get-function-recursion-config", "--function-name", "loops")
    assert cli == {"RecursiveLoop": "Terminate"}
