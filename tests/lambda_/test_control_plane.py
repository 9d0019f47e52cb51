"""Function control plane: states, reads, listing, versions, aliases, tags, permissions, layers and validation."""

from __future__ import annotations

import base64
import hashlib
import json
from typing import Any

import pytest
from botocore.exceptions import ClientError
from lambda_helpers import make_zip

CODE = "def handler(event, context):\n    return 'v1'\n"


def _error(call: Any, **kwargs: Any) -> tuple[str, str, int]:
    with pytest.raises(ClientError) as err:
        call(**kwargs)
    response = err.value.response
    return (
        response["Error"]["Code"],
        response["Error"]["Message"],
        response["ResponseMetadata"]["HTTPStatusCode"],
    )


def test_create_states_and_reads(deploy: Any, lam: Any) -> None:
    zip_bytes = make_zip({"app.py": CODE})
    created = deploy("fn", CODE, Description="d", Timeout=5, Tags={"team": "a"})
    assert created["State"] == "Pending"
    assert created["StateReasonCode"] == "Creating"
    assert created["CodeSha256"] == base64.b64encode(hashlib.sha256(zip_bytes).digest()).decode()
    assert created["CodeSize"] == len(zip_bytes)
    config = lam.get_function_configuration(FunctionName="fn")
    assert config["State"] == "Active" and config["LastUpdateStatus"] == "Successful"
    assert config["Timeout"] == 5 and config["MemorySize"] == 128 and config["Description"] == "d"
    whole = lam.get_function(FunctionName="arn:aws:lambda:us-east-1:000000000000:function:fn")
    assert whole["Tags"] == {"team": "a"}
    assert whole["Code"]["RepositoryType"] == "S3"
    import urllib.request

    assert urllib.request.urlopen(whole["Code"]["Location"]).read() == zip_bytes
    code, message, status = _error(deploy, name="fn", code=CODE)
    assert (code, message, status) == ("ResourceConflictException", "Function already exist: fn", 409)
    updated = lam.update_function_configuration(
        FunctionName="fn", Timeout=9, Environment={"Variables": {"AB": "1"}}
    )
    assert updated["LastUpdateStatus"] == "InProgress"
    again = lam.get_function_configuration(FunctionName="fn")
    assert again["LastUpdateStatus"] == "Successful" and again["Timeout"] == 9
    assert again["Environment"] == {"Variables": {"AB": "1"}}
    lam.delete_function(FunctionName="fn")
    code, message, status = _error(lam.get_function, FunctionName="fn")
    assert (code, status) == ("ResourceNotFoundException", 404)
    assert message == "Function not found: arn:aws:lambda:us-east-1:000000000000:function:fn"


def test_list_functions_pages(deploy: Any, lam: Any) -> None:
    for index in range(5):
        deploy(f"f{index}", CODE)
    names: list[str] = []
    marker = None
    while True:
        page = lam.list_functions(MaxItems=2, **({"Marker": marker} if marker else {}))
        names += [f["FunctionName"] for f in page["Functions"]]
        marker = page.get("NextMarker")
        if not marker:
            break
    assert names == ["f0", "f1", "f2", "f3", "f4"]


def test_validation_errors(deploy: Any, lam: Any, role_arn: str) -> None:
    zip_bytes = make_zip({"app.py": CODE})
    base = {"FunctionName": "v", "Role": role_arn, "Handler": "app.handler", "Code": {"ZipFile": zip_bytes}}
    code, message, _ = _error(lam.create_function, Runtime="python3.12", **{**base, "Role": "not-a-role"})
    assert code == "ValidationException" and "at 'role' failed to satisfy constraint" in message
    code, message, _ = _error(
        lam.create_function,
        Runtime="python3.12",
        **{**base, "Role": "arn:aws:iam::000000000000:role/missing"},
    )
    assert (code, message) == (
        "InvalidParameterValueException",
        "The role defined for the function cannot be assumed by Lambda.",
    )
    code, message, _ = _error(lam.create_function, Runtime="python3.12", Timeout=901, **base)
    assert code == "ValidationException"
    assert message.endswith("Member must have value less than or equal to 900")
    code, message, _ = _error(lam.create_function, Runtime="python3.12", MemorySize=10241, **base)
    assert code == "InvalidParameterValueException"
    code, message, _ = _error(lam.create_function, Runtime="java21", **base)
    assert code == "InvalidParameterValueException" and "python3.12" in message
    code, message, _ = _error(lam.create_function, Runtime="python3.12", **{**base, "Handler": "has space"})
    assert code == "ValidationException" and "at 'handler' failed to satisfy constraint" in message
    code, message, _ = _error(
        lam.create_function, Runtime="python3.12", **{**base, "Code": {"ZipFile": b"junk"}}
    )
    assert (code, message) == (
        "InvalidParameterValueException",
        "Could not unzip uploaded file. Please check your file, then try to upload again.",
    )
    code, message, _ = _error(
        lam.create_function, Runtime="python3.12", Environment={"Variables": {"AWS_REGION": "x"}}, **base
    )
    assert code == "InvalidParameterValueException" and message.endswith(
        "Reserved keys used in this request: AWS_REGION"
    )


def test_versions_aliases_and_qualified_invoke(deploy: Any, lam: Any) -> None:
    deploy("ver", CODE)
    v1 = lam.publish_version(FunctionName="ver")
    assert v1["Version"] == "1"
    assert v1["FunctionArn"].endswith(":function:ver:1")
    lam.update_function_code(FunctionName="ver", ZipFile=make_zip({"app.py": CODE.replace("v1", "v2")}))
    lam.create_alias(FunctionName="ver", Name="live", FunctionVersion="1")
    answer = lam.invoke(FunctionName="ver", Qualifier="live")
    assert json.loads(answer["Payload"].read()) == "v1"
    assert answer["ExecutedVersion"] == "1"
    assert json.loads(lam.invoke(FunctionName="ver")["Payload"].read()) == "v2"
    versions = [v["Version"] for v in lam.list_versions_by_function(FunctionName="ver")["Versions"]]
    assert versions == ["$LATEST", "1"]
    assert [a["Name"] for a in lam.list_aliases(FunctionName="ver")["Aliases"]] == ["live"]
    code, _, status = _error(lam.invoke, FunctionName="ver", Qualifier="9")
    assert (code, status) == ("ResourceNotFoundException", 404)


def test_tags_permissions_concurrency_invoke_config_layers(deploy: Any, lam: Any) -> None:
    arn = deploy("misc", CODE)["FunctionArn"]
    lam.tag_resource(Resource=arn, Tags={"a": "1", "b": "2"})
    lam.untag_resource(Resource=arn, TagKeys=["a"])
    assert lam.list_tags(Resource=arn)["Tags"] == {"b": "2"}
    code, message, _ = _error(lam.get_policy, FunctionName="misc")
    assert (code, message) == ("ResourceNotFoundException", "The resource you requested does not exist.")
    statement = json.loads(
        lam.add_permission(
            FunctionName="misc",
            StatementId="s3",
            Action="lambda:InvokeFunction",
            Principal="s3.amazonaws.com",
            SourceArn="arn:aws:s3:::bucket",
        )["Statement"]
    )
    assert statement["Principal"] == {"Service": "s3.amazonaws.com"}
    assert statement["Condition"] == {"ArnLike": {"AWS:SourceArn": "arn:aws:s3:::bucket"}}
    code, _, status = _error(
        lam.add_permission,
        FunctionName="misc",
        StatementId="s3",
        Action="lambda:InvokeFunction",
        Principal="s3.amazonaws.com",
    )
    assert (code, status) == ("ResourceConflictException", 409)
    policy = json.loads(lam.get_policy(FunctionName="misc")["Policy"])
    assert [s["Sid"] for s in policy["Statement"]] == ["s3"]
    lam.remove_permission(FunctionName="misc", StatementId="s3")
    code, _, _ = _error(lam.remove_permission, FunctionName="misc", StatementId="s3")
    assert code == "ResourceNotFoundException"
    assert (
        lam.put_function_concurrency(FunctionName="misc", ReservedConcurrentExecutions=5)[
            "ReservedConcurrentExecutions"
        ]
        == 5
    )
    assert lam.get_function(FunctionName="misc")["Concurrency"] == {"ReservedConcurrentExecutions": 5}
    code, _, _ = _error(lam.put_function_concurrency, FunctionName="misc", ReservedConcurrentExecutions=901)
    assert code == "InvalidParameterValueException"
    lam.delete_function_concurrency(FunctionName="misc")
    assert "ReservedConcurrentExecutions" not in lam.get_function_concurrency(FunctionName="misc")
    lam.put_function_event_invoke_config(FunctionName="misc", MaximumRetryAttempts=0)
    assert lam.get_function_event_invoke_config(FunctionName="misc")["MaximumRetryAttempts"] == 0
    layer = lam.publish_layer_version(
        LayerName="shared",
        Content={"ZipFile": make_zip({"python/shared_mod.py": "VALUE = 'from layer'\n"})},
        CompatibleRuntimes=["python3.12"],
    )
    assert layer["Version"] == 1
    assert (
        lam.get_layer_version(LayerName="shared", VersionNumber=1)["LayerVersionArn"]
        == layer["LayerVersionArn"]
    )
    assert [v["Version"] for v in lam.list_layer_versions(LayerName="shared")["LayerVersions"]] == [1]
    deploy(
        "layered",
        "import shared_mod\ndef handler(event, context):\n    return shared_mod.VALUE\n",
        Layers=[layer["LayerVersionArn"]],
    )
    assert json.loads(lam.invoke(FunctionName="layered")["Payload"].read()) == "from layer"
    code, message, _ = _error(
        deploy, name="badlayer", code=CODE, Layers=["arn:aws:lambda:us-east-1:000000000000:layer:nope:3"]
    )
    assert code == "InvalidParameterValueException"
    assert message == "Layer version arn:aws:lambda:us-east-1:000000000000:layer:nope:3 does not exist."


def test_list_functions_answers_the_documented_subset(deploy: Any, lam: Any) -> None:
    """ListFunctions leaves out State, StateReason(Code), LastUpdateStatus(Reason, ReasonCode) and
    RuntimeVersionConfig; GetFunction has them."""
    deploy("subset", CODE)
    lam.publish_version(FunctionName="subset")
    left_out = {
        "State",
        "StateReason",
        "StateReasonCode",
        "LastUpdateStatus",
        "LastUpdateStatusReason",
        "LastUpdateStatusReasonCode",
        "RuntimeVersionConfig",
    }
    for listed in lam.list_functions(FunctionVersion="ALL")["Functions"]:
        assert not left_out & set(listed), listed["Version"]
        assert {"FunctionName", "FunctionArn", "Version", "RevisionId", "CodeSha256"} <= set(listed)
    got = lam.get_function(FunctionName="subset")["Configuration"]
    assert {"State", "LastUpdateStatus", "RuntimeVersionConfig"} <= set(got)
