"""GetParametersByPath (recursion, filters, pages) and DescribeParameters (both filter forms, pages)."""

from __future__ import annotations

from typing import Any

from ssm_helpers import code_of, failure


def _fill(ssm: Any) -> None:
    ssm.put_parameter(Name="/app/a", Value="1", Type="String", Tags=[{"Key": "team", "Value": "red"}])
    ssm.put_parameter(Name="/app/b", Value="2", Type="StringList")
    ssm.put_parameter(Name="/app/c", Value="3", Type="SecureString")
    ssm.put_parameter(Name="/app/deep/d", Value="4", Type="String", Tags=[{"Key": "team", "Value": "blue"}])
    ssm.put_parameter(Name="/apple", Value="5", Type="String")
    ssm.put_parameter(Name="flat", Value="6", Type="String", Tier="Advanced")


def test_by_path_one_level_and_recursive(ssm: Any) -> None:
    _fill(ssm)
    names = [p["Name"] for p in ssm.get_parameters_by_path(Path="/app")["Parameters"]]
    assert names == ["/app/a", "/app/b", "/app/c"]
    names = [p["Name"] for p in ssm.get_parameters_by_path(Path="/app/", Recursive=True)["Parameters"]]
    assert names == ["/app/a", "/app/b", "/app/c", "/app/deep/d"]
    top = [p["Name"] for p in ssm.get_parameters_by_path(Path="/")["Parameters"]]
    assert top == ["/apple"]


def test_by_path_pages_of_at_most_ten(ssm: Any) -> None:
    for i in range(13):
        ssm.put_parameter(Name=f"/pg/p{i:02d}", Value=str(i), Type="String")
    first = ssm.get_parameters_by_path(Path="/pg")
    assert len(first["Parameters"]) == 10 and "NextToken" in first
    rest = ssm.get_parameters_by_path(Path="/pg", NextToken=first["NextToken"])
    assert [p["Name"] for p in rest["Parameters"]] == ["/pg/p10", "/pg/p11", "/pg/p12"]
    assert "NextToken" not in rest
    small = ssm.get_parameters_by_path(Path="/pg", MaxResults=5)
    assert len(small["Parameters"]) == 5
    assert code_of(lambda: ssm.get_parameters_by_path(Path="/pg", MaxResults=11)) == "ValidationException"
    assert code_of(lambda: ssm.get_parameters_by_path(Path="/pg", NextToken="garbage")) == "InvalidNextToken"
    paginated = ssm.get_paginator("get_parameters_by_path").paginate(Path="/pg")
    assert sum(len(page["Parameters"]) for page in paginated) == 13


def test_by_path_filters(ssm: Any) -> None:
    _fill(ssm)
    only = ssm.get_parameters_by_path(
        Path="/app", Recursive=True, ParameterFilters=[{"Key": "Type", "Values": ["String"]}]
    )["Parameters"]
    assert [p["Name"] for p in only] == ["/app/a", "/app/deep/d"]
    code, message = failure(
        lambda: ssm.get_parameters_by_path(
            Path="/app", ParameterFilters=[{"Key": "tag:team", "Values": ["blue"]}]
        )
    )
    assert code == "InvalidFilterKey" and "tag:team" in message
    kms = ssm.get_parameters_by_path(
        Path="/app", ParameterFilters=[{"Key": "KeyId", "Option": "BeginsWith", "Values": ["alias/aws/"]}]
    )["Parameters"]
    assert [p["Name"] for p in kms] == ["/app/c"]
    ssm.put_parameter(Name="/app/a", Value="1b", Overwrite=True)
    ssm.label_parameter_version(Name="/app/a", ParameterVersion=1, Labels=["stable"])
    labelled = ssm.get_parameters_by_path(
        Path="/app", ParameterFilters=[{"Key": "Label", "Values": ["stable"]}]
    )["Parameters"]
    assert [(p["Name"], p["Value"], p["Version"]) for p in labelled] == [("/app/a", "1", 1)]
    code, message = failure(
        lambda: ssm.get_parameters_by_path(Path="/app", ParameterFilters=[{"Key": "Name", "Values": ["x"]}])
    )
    assert code == "InvalidFilterKey" and "Name" in message
    assert code_of(
        lambda: ssm.get_parameters_by_path(
            Path="/app", ParameterFilters=[{"Key": "Type", "Option": "Contains", "Values": ["S"]}]
        )
    ) == ("InvalidFilterOption")
    assert code_of(
        lambda: ssm.get_parameters_by_path(
            Path="/app", ParameterFilters=[{"Key": "Type", "Values": ["Text"]}]
        )
    ) == ("InvalidFilterValue")
    assert code_of(lambda: ssm.get_parameters_by_path(Path="app")) == "ValidationException"


def test_describe_with_parameter_filters(ssm: Any) -> None:
    _fill(ssm)

    def names(*filters: dict[str, Any]) -> list[str]:
        return [p["Name"] for p in ssm.describe_parameters(ParameterFilters=list(filters))["Parameters"]]

    assert names() == ["/app/a", "/app/b", "/app/c", "/app/deep/d", "/apple", "flat"]
    assert names({"Key": "Name", "Values": ["/app/a"]}) == ["/app/a"]
    assert names({"Key": "Name", "Option": "BeginsWith", "Values": ["/app"]}) == [
        "/app/a",
        "/app/b",
        "/app/c",
        "/app/deep/d",
        "/apple",
    ]
    assert names({"Key": "Name", "Option": "Contains", "Values": ["deep"]}) == ["/app/deep/d"]
    assert names({"Key": "Path", "Values": ["/app"]}) == ["/app/a", "/app/b", "/app/c"]
    assert names({"Key": "Path", "Option": "Recursive", "Values": ["/app"]}) == [
        "/app/a",
        "/app/b",
        "/app/c",
        "/app/deep/d",
    ]
    assert names({"Key": "Type", "Values": ["SecureString", "StringList"]}) == ["/app/b", "/app/c"]
    assert names({"Key": "KeyId", "Values": ["alias/aws/ssm"]}) == ["/app/c"]
    assert names({"Key": "Tier", "Values": ["Advanced"]}) == ["flat"]
    assert names({"Key": "tag:team"}) == ["/app/a", "/app/deep/d"]
    assert names({"Key": "tag:team", "Values": ["red"]}) == ["/app/a"]
    assert names({"Key": "DataType", "Values": ["text"]}, {"Key": "Type", "Values": ["StringList"]}) == [
        "/app/b"
    ]


def test_describe_with_legacy_filters_and_errors(ssm: Any) -> None:
    _fill(ssm)
    found = ssm.describe_parameters(Filters=[{"Key": "Name", "Values": ["/app/d"]}])["Parameters"]
    assert [p["Name"] for p in found] == ["/app/deep/d"]
    found = ssm.describe_parameters(Filters=[{"Key": "Type", "Values": ["SecureString"]}])["Parameters"]
    assert [p["Name"] for p in found] == ["/app/c"]
    code, message = failure(
        lambda: ssm.describe_parameters(
            Filters=[{"Key": "Name", "Values": ["x"]}], ParameterFilters=[{"Key": "Name", "Values": ["x"]}]
        )
    )
    assert code == "ValidationException" and "either Filters or ParameterFilters" in message
    assert code_of(lambda: ssm.describe_parameters(ParameterFilters=[{"Key": "Label", "Values": ["x"]}])) == (
        "InvalidFilterKey"
    )
    assert code_of(
        lambda: ssm.describe_parameters(
            ParameterFilters=[{"Key": "Path", "Option": "Equals", "Values": ["/a"]}]
        )
    ) == ("InvalidFilterOption")
    assert code_of(
        lambda: ssm.describe_parameters(ParameterFilters=[{"Key": "Path", "Values": ["nope"]}])
    ) == ("InvalidFilterValue")
    assert (
        code_of(lambda: ssm.describe_parameters(ParameterFilters=[{"Key": "Name"}])) == "InvalidFilterValue"
    )
    assert code_of(lambda: ssm.describe_parameters(NextToken="nope")) == "InvalidNextToken"


def test_describe_pages(ssm: Any) -> None:
    for i in range(7):
        ssm.put_parameter(Name=f"/dp/{i}", Value="x", Type="String")
    first = ssm.describe_parameters(MaxResults=5)
    assert len(first["Parameters"]) == 5
    second = ssm.describe_parameters(MaxResults=5, NextToken=first["NextToken"])
    assert [p["Name"] for p in second["Parameters"]] == ["/dp/5", "/dp/6"] and "NextToken" not in second
    meta = first["Parameters"][0]
    assert meta["ARN"] == "arn:aws:ssm:us-east-1:000000000000:parameter/dp/0"
    assert meta["LastModifiedUser"] == "arn:aws:iam::000000000000:root"
    assert (meta["Version"], meta["Tier"], meta["DataType"], meta["Type"]) == (
        1,
        "Standard",
        "text",
        "String",
    )


def test_shared_parameters_are_none(ssm: Any) -> None:
    ssm.put_parameter(Name="/own/p", Value="x", Type="String")
    assert ssm.describe_parameters(Shared=True)["Parameters"] == []
    assert [p["Name"] for p in ssm.describe_parameters(Shared=False)["Parameters"]] == ["/own/p"]
