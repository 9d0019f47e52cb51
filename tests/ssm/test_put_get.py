"""PutParameter and GetParameter(s): types, versions, overwrite, selectors, tiers, patterns, data types."""

from __future__ import annotations

import json
from typing import Any

from ssm_helpers import code_of, failure

ACCOUNT_ARN = "arn:aws:ssm:us-east-1:000000000000:parameter"


def test_put_and_get_each_type(ssm: Any) -> None:
    assert ssm.put_parameter(Name="/app/url", Value="http://x", Type="String") | {"ResponseMetadata": 0} == {
        "Version": 1,
        "Tier": "Standard",
        "ResponseMetadata": 0,
    }
    ssm.put_parameter(Name="/app/hosts", Value="a,b,c", Type="StringList")
    got = ssm.get_parameter(Name="/app/url")["Parameter"]
    assert got["Value"] == "http://x" and got["Type"] == "String" and got["Version"] == 1
    assert got["ARN"] == f"{ACCOUNT_ARN}/app/url" and got["DataType"] == "text"
    assert ssm.get_parameter(Name="/app/hosts")["Parameter"]["Value"] == "a,b,c"
    ssm.put_parameter(Name="plain", Value="v", Type="String")
    assert ssm.get_parameter(Name="plain")["Parameter"]["ARN"] == f"{ACCOUNT_ARN}/plain"
    # by ARN, with or without the path's slash doubled
    assert ssm.get_parameter(Name=f"{ACCOUNT_ARN}/app/url")["Parameter"]["Name"] == "/app/url"
    assert ssm.get_parameter(Name=f"{ACCOUNT_ARN}/plain")["Parameter"]["Name"] == "plain"


def test_overwrite_rules_and_versions(ssm: Any) -> None:
    ssm.put_parameter(Name="/v/p", Value="one", Type="String", Description="first")
    code, message = failure(lambda: ssm.put_parameter(Name="/v/p", Value="two", Type="String"))
    assert code == "ParameterAlreadyExists"
    assert "set the overwrite option in the request to true" in message
    assert ssm.put_parameter(Name="/v/p", Value="two", Overwrite=True)["Version"] == 2
    got = ssm.get_parameter(Name="/v/p")["Parameter"]
    assert (got["Value"], got["Type"], got["Version"]) == ("two", "String", 2)
    # the description carries over when the overwrite does not give one
    assert ssm.describe_parameters()["Parameters"][0]["Description"] == "first"


def test_a_new_parameter_needs_a_type(ssm: Any) -> None:
    assert failure(lambda: ssm.put_parameter(Name="/t/none", Value="x")) == (
        "ValidationException",
        "A parameter type is required when you create a parameter.",
    )


def test_tags_and_overwrite_cannot_go_together(ssm: Any) -> None:
    code, message = failure(
        lambda: ssm.put_parameter(
            Name="/t/x", Value="x", Type="String", Overwrite=True, Tags=[{"Key": "k", "Value": "v"}]
        )
    )
    assert code == "ValidationException" and "tags and overwrite can't be used together" in message
    ssm.put_parameter(Name="/t/x", Value="x", Type="String", Tags=[{"Key": "k", "Value": "v"}])
    tags = ssm.list_tags_for_resource(ResourceType="Parameter", ResourceId="/t/x")["TagList"]
    assert tags == [{"Key": "k", "Value": "v"}]


def test_name_rules(ssm: Any) -> None:
    rules = 'Parameter name: can\'t be prefixed with "aws" or "ssm" (case-insensitive).'
    for bad in ("aws-thing", "/AWS/x", "ssm", "/SsM/a", "/a b", "/a//b", "/a/b/", "bad$"):
        code, message = failure(lambda bad=bad: ssm.put_parameter(Name=bad, Value="x", Type="String"))
        assert code == "ValidationException" and message.startswith(rules), bad
    assert failure(lambda: ssm.put_parameter(Name="a/b", Value="x", Type="String")) == (
        "ValidationException",
        "Parameter name must be a fully qualified name.",
    )
    fifteen = "".join(f"/l{i}" for i in range(15))
    assert ssm.put_parameter(Name=fifteen, Value="x", Type="String")["Version"] == 1
    assert code_of(lambda: ssm.put_parameter(Name=fifteen + "/deep", Value="x", Type="String")) == (
        "HierarchyLevelLimitExceededException"
    )
    long_name = "/" + "n" * 1010
    assert ssm.put_parameter(Name=long_name, Value="x", Type="String")["Version"] == 1
    code, message = failure(lambda: ssm.put_parameter(Name=long_name + "n", Value="x", Type="String"))
    assert code == "ValidationException" and "less than or equal to 1011" in message


def test_type_and_key_rules(ssm: Any) -> None:
    assert code_of(lambda: ssm.put_parameter(Name="/k/a", Value="x", Type="Text")) == "ValidationException"
    code, message = failure(lambda: ssm.put_parameter(Name="/k/a", Value="x", Type="String", KeyId="alias/x"))
    assert code == "ValidationException" and "SecureString" in message
    assert code_of(lambda: ssm.put_parameter(Name="/k/a", Value="", Type="String")) == "ValidationException"


def test_selectors_by_version_and_label(ssm: Any) -> None:
    for value in ("v1", "v2", "v3"):
        ssm.put_parameter(Name="/s/p", Value=value, Type="String", Overwrite=True)
    ssm.label_parameter_version(Name="/s/p", ParameterVersion=1, Labels=["prod"])
    got = ssm.get_parameter(Name="/s/p:2")["Parameter"]
    assert (got["Value"], got["Version"], got["Selector"]) == ("v2", 2, ":2")
    got = ssm.get_parameter(Name="/s/p:prod")["Parameter"]
    assert (got["Value"], got["Version"], got["Selector"]) == ("v1", 1, ":prod")
    assert ssm.get_parameter(Name=f"{ACCOUNT_ARN}/s/p:prod")["Parameter"]["Value"] == "v1"
    code, message = failure(lambda: ssm.get_parameter(Name="/s/p:9"))
    assert code == "ParameterVersionNotFound" and "could not find version 9 of /s/p" in message
    assert code_of(lambda: ssm.get_parameter(Name="/s/p:nolabel")) == "ParameterVersionNotFound"
    assert failure(lambda: ssm.get_parameter(Name="/s/none")) == ("ParameterNotFound", "")


def test_get_parameters_lists_invalid_names(ssm: Any) -> None:
    ssm.put_parameter(Name="/g/a", Value="a", Type="String")
    ssm.put_parameter(Name="/g/b", Value="b", Type="String")
    out = ssm.get_parameters(Names=["/g/a", "/g/missing", "/g/b:1", "/g/b:7"])
    assert [p["Name"] for p in out["Parameters"]] == ["/g/a", "/g/b"]
    assert out["InvalidParameters"] == ["/g/missing", "/g/b:7"]
    assert code_of(lambda: ssm.get_parameters(Names=[f"/g/{i}" for i in range(11)])) == "ValidationException"


def test_tiers_and_their_sizes(ssm: Any) -> None:
    big = "x" * 4097
    code, message = failure(lambda: ssm.put_parameter(Name="/tier/a", Value=big, Type="String"))
    assert code == "ValidationException" and "maximum parameter value of 4096 characters" in message
    assert ssm.put_parameter(Name="/tier/a", Value="x" * 4096, Type="String")["Tier"] == "Standard"
    assert ssm.put_parameter(Name="/tier/b", Value=big, Type="String", Tier="Advanced")["Tier"] == "Advanced"
    assert ssm.put_parameter(Name="/tier/c", Value=big, Type="String", Tier="Intelligent-Tiering")[
        "Tier"
    ] == ("Advanced")
    assert ssm.put_parameter(Name="/tier/d", Value="s", Type="String", Tier="Intelligent-Tiering")[
        "Tier"
    ] == ("Standard")
    code, message = failure(
        lambda: ssm.put_parameter(Name="/tier/e", Value="x" * 8193, Type="String", Tier="Advanced")
    )
    assert code == "ValidationException" and "8192" in message
    code, message = failure(
        lambda: ssm.put_parameter(Name="/tier/b", Value="s", Type="String", Tier="Standard", Overwrite=True)
    )
    assert code == "ValidationException" and "can't downgrade" in message
    # no Tier on overwrite keeps Advanced
    assert ssm.put_parameter(Name="/tier/b", Value="s", Overwrite=True)["Tier"] == "Advanced"
    assert code_of(lambda: ssm.put_parameter(Name="/tier/f", Value="s", Type="String", Tier="Gold")) == (
        "ValidationException"
    )


def test_policies_only_on_advanced(ssm: Any) -> None:
    policies = json.dumps(
        [{"Type": "Expiration", "Version": "1.0", "Attributes": {"Timestamp": "2099-01-01T00:00:00.000Z"}}]
    )
    code, message = failure(
        lambda: ssm.put_parameter(Name="/pol/a", Value="x", Type="String", Policies=policies)
    )
    assert code == "ValidationException" and "advanced-parameter tier" in message
    assert ssm.put_parameter(
        Name="/pol/a", Value="x", Type="String", Policies=policies, Tier="Intelligent-Tiering"
    )["Tier"] == ("Advanced")
    meta = ssm.describe_parameters()["Parameters"][0]
    assert meta["Policies"][0]["PolicyType"] == "Expiration"
    assert meta["Policies"][0]["PolicyStatus"] == "Pending"
    bad_type = json.dumps([{"Type": "Explode", "Version": "1.0", "Attributes": {}}])
    assert code_of(
        lambda: ssm.put_parameter(Name="/pol/b", Value="x", Type="String", Tier="Advanced", Policies=bad_type)
    ) == ("InvalidPolicyTypeException")
    bad_attr = json.dumps([{"Type": "Expiration", "Version": "1.0", "Attributes": {"Timestamp": "soon"}}])
    assert code_of(
        lambda: ssm.put_parameter(Name="/pol/b", Value="x", Type="String", Tier="Advanced", Policies=bad_attr)
    ) == ("InvalidPolicyAttributeException")


def test_allowed_pattern(ssm: Any) -> None:
    ssm.put_parameter(Name="/ap/n", Value="42", Type="String", AllowedPattern=r"^\d+$")
    code, message = failure(lambda: ssm.put_parameter(Name="/ap/n", Value="forty", Overwrite=True))
    assert code == "ParameterPatternMismatchException" and r"^\d+$" in message
    assert ssm.put_parameter(Name="/ap/n", Value="43", Overwrite=True)["Version"] == 2
    assert code_of(
        lambda: ssm.put_parameter(Name="/ap/bad", Value="x", Type="String", AllowedPattern="([")
    ) == ("InvalidAllowedPatternException")


def test_data_types(ssm: Any) -> None:
    ssm.put_parameter(Name="/img/ok", Value="ami-0123456789abcdef0", Type="String", DataType="aws:ec2:image")
    assert ssm.get_parameter(Name="/img/ok")["Parameter"]["DataType"] == "aws:ec2:image"
    for value in ("notanami", "ami-xyz"):
        code, message = failure(
            lambda value=value: ssm.put_parameter(
                Name="/img/bad", Value=value, Type="String", DataType="aws:ec2:image"
            )
        )
        assert code == "ValidationException" and "aws:ec2:image" in message
    code, message = failure(
        lambda: ssm.put_parameter(Name="/img/t", Value="x", Type="String", DataType="json")
    )
    assert code == "ValidationException" and "data type is not supported" in message
    assert code_of(
        lambda: ssm.put_parameter(
            Name="/img/l", Value="ami-12345678", Type="StringList", DataType="aws:ec2:image"
        )
    ) == ("ValidationException")


def test_one_hundred_versions_then_the_oldest_goes_unless_labelled(ssm: Any) -> None:
    for i in range(100):
        ssm.put_parameter(Name="/many", Value=str(i), Type="String", Overwrite=True)
    assert ssm.put_parameter(Name="/many", Value="100", Overwrite=True)["Version"] == 101
    assert code_of(lambda: ssm.get_parameter(Name="/many:1")) == "ParameterVersionNotFound"
    assert ssm.get_parameter(Name="/many:2")["Parameter"]["Value"] == "1"
    ssm.label_parameter_version(Name="/many", ParameterVersion=2, Labels=["keep"])
    code, message = failure(lambda: ssm.put_parameter(Name="/many", Value="101", Overwrite=True))
    assert code == "ParameterMaxVersionLimitExceeded" and "Version 2, the oldest version" in message


def test_delete_parameter_and_parameters(ssm: Any) -> None:
    ssm.put_parameter(Name="/d/a", Value="a", Type="String")
    ssm.put_parameter(Name="/d/b", Value="b", Type="String")
    ssm.put_parameter(Name="/d/c", Value="c", Type="String")
    ssm.delete_parameter(Name="/d/a")
    assert code_of(lambda: ssm.get_parameter(Name="/d/a")) == "ParameterNotFound"
    assert code_of(lambda: ssm.delete_parameter(Name="/d/a")) == "ParameterNotFound"
    out = ssm.delete_parameters(Names=["/d/b", "/d/zz", "/d/c"])
    assert out["DeletedParameters"] == ["/d/b", "/d/c"] and out["InvalidParameters"] == ["/d/zz"]
    # a deleted name starts again at version 1
    assert ssm.put_parameter(Name="/d/b", Value="b", Type="String")["Version"] == 1
