"""Provisioned concurrency configs: only on published versions and aliases, bounded as Lambda bounds them,
answered IN_PROGRESS when put and READY when read."""

from __future__ import annotations

from typing import Any

from settings_helpers import CODE, error, fn_arn

UNPUBLISHED = "Provisioned Concurrency Configs cannot be applied to unpublished function versions."
NOT_PUBLISHED = "The function resource provided must be an alias or a published version."


def test_put_get_list_delete_on_alias_and_version(labcloud: Any, deploy: Any, lam: Any) -> None:
    deploy("warm", CODE, Publish=True)
    lam.create_alias(FunctionName="warm", Name="live", FunctionVersion="1")
    put = lam.put_provisioned_concurrency_config(
        FunctionName="warm", Qualifier="live", ProvisionedConcurrentExecutions=3
    )
    assert {k: v for k, v in put.items() if k not in ("ResponseMetadata", "LastModified")} == {
        "RequestedProvisionedConcurrentExecutions": 3,
        "AvailableProvisionedConcurrentExecutions": 0,
        "AllocatedProvisionedConcurrentExecutions": 0,
        "Status": "IN_PROGRESS",
    }
    got = lam.get_provisioned_concurrency_config(FunctionName="warm", Qualifier="live")
    assert {k: v for k, v in got.items() if k != "ResponseMetadata"} == {
        "RequestedProvisionedConcurrentExecutions": 3,
        "AvailableProvisionedConcurrentExecutions": 3,
        "AllocatedProvisionedConcurrentExecutions": 3,
        "Status": "READY",
        "LastModified": put["LastModified"],
    }
    listed = lam.list_provisioned_concurrency_configs(FunctionName="warm")["ProvisionedConcurrencyConfigs"]
    assert [(c["FunctionArn"], c["Status"]) for c in listed] == [(fn_arn("warm", "live"), "READY")]
    assert lam.get_account_settings()["AccountLimit"]["UnreservedConcurrentExecutions"] == 997

    # the version behind a provisioned alias cannot be provisioned directly
    assert error(
        lam.put_provisioned_concurrency_config,
        FunctionName="warm",
        Qualifier="1",
        ProvisionedConcurrentExecutions=1,
    ) == ("ResourceConflictException", "Version is pointed by a Provisioned Concurrency alias", 409, "User")
    # reserved concurrency cannot drop below what is provisioned
    assert error(lam.put_function_concurrency, FunctionName="warm", ReservedConcurrentExecutions=2)[:3] == (
        "InvalidParameterValueException",
        " ReservedConcurrentExecutions  2 should not be lower than function's total provisioned concurrency [3].",
        400,
    )
    lam.delete_provisioned_concurrency_config(FunctionName="warm", Qualifier="live")
    assert error(lam.get_provisioned_concurrency_config, FunctionName="warm", Qualifier="live") == (
        "ProvisionedConcurrencyConfigNotFoundException",
        "No Provisioned Concurrency Config found for this function",
        404,
        "User",
    )
    lam.put_provisioned_concurrency_config(
        FunctionName="warm", Qualifier="1", ProvisionedConcurrentExecutions=2
    )
    assert error(
        lam.put_provisioned_concurrency_config,
        FunctionName="warm",
        Qualifier="live",
        ProvisionedConcurrentExecutions=1,
    ) == (
        "ResourceConflictException",
        "Alias can't be used for Provisioned Concurrency configuration on an already Provisioned version",
        409,
        "User",
    )
    lam.delete_function(FunctionName="warm", Qualifier="1")  # a deleted version takes its config along
    assert lam.get_account_settings()["AccountLimit"]["UnreservedConcurrentExecutions"] == 1000


def test_unpublished_and_missing_targets(labcloud: Any, deploy: Any, lam: Any) -> None:
    deploy("cold", CODE)
    lam.create_alias(FunctionName="cold", Name="latest", FunctionVersion="$LATEST")
    put = lam.put_provisioned_concurrency_config
    assert error(put, FunctionName="cold", Qualifier="$LATEST", ProvisionedConcurrentExecutions=1) == (
        "InvalidParameterValueException",
        UNPUBLISHED,
        400,
        "User",
    )
    assert (
        error(put, FunctionName="cold", Qualifier="latest", ProvisionedConcurrentExecutions=1)[1]
        == UNPUBLISHED
    )
    assert error(lam.get_provisioned_concurrency_config, FunctionName="cold", Qualifier="$LATEST")[:3] == (
        "InvalidParameterValueException",
        NOT_PUBLISHED,
        400,
    )
    assert error(put, FunctionName="cold", Qualifier="7", ProvisionedConcurrentExecutions=1) == (
        "ResourceNotFoundException",
        f"Function not found: {fn_arn('cold', '7')}",
        404,
        "User",
    )
    assert error(put, FunctionName="cold", Qualifier="nope", ProvisionedConcurrentExecutions=1) == (
        "ResourceNotFoundException",
        f"Cannot find alias arn: {fn_arn('cold', 'nope')}",
        404,
        "User",
    )
    assert error(lam.list_provisioned_concurrency_configs, FunctionName="ghost")[:3] == (
        "ResourceNotFoundException",
        f"Function not found: {fn_arn('ghost')}",
        404,
    )
    assert (
        lam.list_provisioned_concurrency_configs(FunctionName="cold")["ProvisionedConcurrencyConfigs"] == []
    )


def test_bounded_by_reserved_concurrency(labcloud: Any, deploy: Any, lam: Any) -> None:
    deploy("bounded", CODE, Publish=True)
    lam.put_function_concurrency(FunctionName="bounded", ReservedConcurrentExecutions=2)
    assert error(
        lam.put_provisioned_concurrency_config,
        FunctionName="bounded",
        Qualifier="1",
        ProvisionedConcurrentExecutions=3,
    )[:3] == (
        "InvalidParameterValueException",
        "Requested Provisioned Concurrency should not be greater than the reservedConcurrentExecution for function",
        400,
    )


def test_counts_against_the_unreserved_pool(labcloud: Any, deploy: Any, lam: Any) -> None:
    deploy("big", CODE, Publish=True)
    deploy("other", CODE)
    lam.put_provisioned_concurrency_config(
        FunctionName="big", Qualifier="1", ProvisionedConcurrentExecutions=850
    )
    assert lam.get_account_settings()["AccountLimit"]["UnreservedConcurrentExecutions"] == 150
    assert error(lam.put_function_concurrency, FunctionName="other", ReservedConcurrentExecutions=60) == (
        "InvalidParameterValueException",
        "Specified ReservedConcurrentExecutions for function decreases account's UnreservedConcurrentExecution "
        "below its minimum value of [100].",
        400,
        "User",
    )
    assert error(
        lam.put_provisioned_concurrency_config,
        FunctionName="big",
        Qualifier="1",
        ProvisionedConcurrentExecutions=901,
    )[:2] == (
        "InvalidParameterValueException",
        "Specified ConcurrentExecutions for function decreases account's UnreservedConcurrentExecution below its "
        "minimum value of [100].",
    )
    # reserving for the provisioned function itself moves its share into the reservation
    assert (
        lam.put_function_concurrency(FunctionName="big", ReservedConcurrentExecutions=900)[
            "ReservedConcurrentExecutions"
        ]
        == 900
    )
    assert lam.get_account_settings()["AccountLimit"]["UnreservedConcurrentExecutions"] == 100
