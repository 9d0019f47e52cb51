"""Labels (AWS's rules, moves, limits), tags of parameters and GetParameterHistory."""

from __future__ import annotations

from typing import Any

from ssm_helpers import code_of, failure


def _versions(ssm: Any, name: str, count: int) -> None:
    for i in range(count):
        ssm.put_parameter(Name=name, Value=f"v{i + 1}", Type="String", Overwrite=True)


def test_label_rules_moves_and_unlabel(ssm: Any) -> None:
    _versions(ssm, "/l/p", 3)
    out = ssm.label_parameter_version(Name="/l/p", Labels=["good", "1bad", "awsbad", "SSMx", "ok.-_", "a b"])
    assert out["ParameterVersion"] == 3
    assert out["InvalidLabels"] == ["1bad", "awsbad", "SSMx", "a b"]
    assert ssm.get_parameter(Name="/l/p:good")["Parameter"]["Version"] == 3
    # labelling another version moves the label
    ssm.label_parameter_version(Name="/l/p", ParameterVersion=1, Labels=["good"])
    assert ssm.get_parameter(Name="/l/p:good")["Parameter"]["Version"] == 1
    history = ssm.get_parameter_history(Name="/l/p")["Parameters"]
    assert [h["Labels"] for h in history] == [["good"], [], ["ok.-_"]]
    out = ssm.unlabel_parameter_version(Name="/l/p", ParameterVersion=1, Labels=["good", "absent"])
    assert out["RemovedLabels"] == ["good"] and out["InvalidLabels"] == ["absent"]
    assert code_of(lambda: ssm.get_parameter(Name="/l/p:good")) == "ParameterVersionNotFound"


def test_label_errors(ssm: Any) -> None:
    _versions(ssm, "/l/q", 2)
    assert code_of(lambda: ssm.label_parameter_version(Name="/l/none", Labels=["a"])) == "ParameterNotFound"
    code, message = failure(
        lambda: ssm.label_parameter_version(Name="/l/q", ParameterVersion=5, Labels=["a"])
    )
    assert code == "ParameterVersionNotFound" and "version 5 of /l/q" in message
    assert code_of(lambda: ssm.unlabel_parameter_version(Name="/l/q", ParameterVersion=9, Labels=["a"])) == (
        "ParameterVersionNotFound"
    )
    ssm.label_parameter_version(Name="/l/q", ParameterVersion=1, Labels=[f"l{i}" for i in range(10)])
    code, message = failure(
        lambda: ssm.label_parameter_version(Name="/l/q", ParameterVersion=1, Labels=["l10"])
    )
    assert code == "ParameterVersionLabelLimitExceeded" and "maximum 10 labels" in message
    assert code_of(lambda: ssm.label_parameter_version(Name="/l/q", Labels=[f"m{i}" for i in range(11)])) == (
        "ValidationException"
    )


def test_history_pages_and_fields(ssm: Any) -> None:
    ssm.put_parameter(Name="/h/p", Value="a", Type="String", Description="d", AllowedPattern="[a-z0-9]+")
    _versions(ssm, "/h/p", 4)
    first = ssm.get_parameter_history(Name="/h/p", MaxResults=2)
    assert [h["Version"] for h in first["Parameters"]] == [1, 2]
    assert first["Parameters"][0]["Description"] == "d"
    assert first["Parameters"][0]["AllowedPattern"] == "[a-z0-9]+"
    assert first["Parameters"][0]["LastModifiedUser"] == "arn:aws:iam::000000000000:root"
    rest = ssm.get_parameter_history(Name="/h/p", MaxResults=2, NextToken=first["NextToken"])
    assert [h["Version"] for h in rest["Parameters"]] == [3, 4]
    last = ssm.get_parameter_history(Name="/h/p", MaxResults=2, NextToken=rest["NextToken"])
    assert [h["Version"] for h in last["Parameters"]] == [5] and "NextToken" not in last
    assert code_of(lambda: ssm.get_parameter_history(Name="/h/none")) == "ParameterNotFound"
    assert code_of(lambda: ssm.get_parameter_history(Name="/h/p", NextToken="x")) == "InvalidNextToken"


def test_tags(ssm: Any) -> None:
    ssm.put_parameter(Name="/tg/p", Value="x", Type="String")
    ssm.add_tags_to_resource(
        ResourceType="Parameter",
        ResourceId="/tg/p",
        Tags=[{"Key": "a", "Value": "1"}, {"Key": "b", "Value": "2"}],
    )
    ssm.add_tags_to_resource(ResourceType="Parameter", ResourceId="/tg/p", Tags=[{"Key": "a", "Value": "3"}])
    listed = ssm.list_tags_for_resource(ResourceType="Parameter", ResourceId="/tg/p")["TagList"]
    assert listed == [{"Key": "a", "Value": "3"}, {"Key": "b", "Value": "2"}]
    ssm.remove_tags_from_resource(ResourceType="Parameter", ResourceId="/tg/p", TagKeys=["a"])
    assert ssm.list_tags_for_resource(ResourceType="Parameter", ResourceId="/tg/p")["TagList"] == [
        {"Key": "b", "Value": "2"}
    ]
    assert code_of(lambda: ssm.list_tags_for_resource(ResourceType="Parameter", ResourceId="/tg/none")) == (
        "InvalidResourceId"
    )
    assert code_of(lambda: ssm.list_tags_for_resource(ResourceType="Document", ResourceId="/tg/p")) == (
        "InvalidResourceId"
    )
    assert code_of(lambda: ssm.add_tags_to_resource(ResourceType="Bucket", ResourceId="/tg/p", Tags=[])) == (
        "ValidationException"
    )
    many = [{"Key": f"k{i}", "Value": "v"} for i in range(50)]
    assert code_of(
        lambda: ssm.add_tags_to_resource(ResourceType="Parameter", ResourceId="/tg/p", Tags=many)
    ) == ("TooManyTagsError")
    assert code_of(
        lambda: ssm.add_tags_to_resource(
            ResourceType="Parameter", ResourceId="/tg/p", Tags=[{"Key": "aws:x", "Value": "v"}]
        )
    ) == ("ValidationException")
