"""RevisionId: which changes give a function version or alias a new one, and the precondition every
operation that takes one applies; with the response shapes around them (Tags, RuntimeVersionConfig,
RoutingConfig)."""

from __future__ import annotations

import re
from typing import Any

from lambda_helpers import make_zip
from settings_helpers import CODE, error, fn_arn

PRECONDITION = (
    "PreconditionFailedException",
    "The Revision Id provided does not match the latest Revision Id. Call the GetFunction/GetAlias API to "
    "retrieve the latest Revision Id",
    412,
    "User",
)


def _revision(lam: Any, qualifier: str | None = None) -> str:
    kwargs = {"Qualifier": qualifier} if qualifier else {}
    revision: str = lam.get_function_configuration(FunctionName="rev", **kwargs)["RevisionId"]
    return revision


def test_latest_revision_changes(labcloud: Any, deploy: Any, lam: Any) -> None:
    created = deploy("rev", CODE)
    assert created["State"] == "Pending"
    # Becoming Active changes the record, so the settled revision is not the one CreateFunction answered.
    seen = [created["RevisionId"], _revision(lam)]
    assert seen[1] != seen[0]
    assert _revision(lam) == seen[-1]  # reading changes nothing

    def changed() -> bool:
        now = _revision(lam)
        fresh = now not in seen
        seen.append(now)
        return fresh

    configured = lam.update_function_configuration(FunctionName="rev", Description="one")
    assert configured["LastUpdateStatus"] == "InProgress" and configured["RevisionId"] not in seen
    assert changed()
    assert seen[-1] != configured["RevisionId"]  # Successful is another change of the record
    coded = lam.update_function_code(FunctionName="rev", ZipFile=make_zip({"app.py": CODE + "# 2\n"}))
    assert coded["LastUpdateStatus"] == "InProgress" and coded["RevisionId"] not in seen
    assert changed()
    assert seen[-1] != coded["RevisionId"]
    lam.tag_resource(Resource=fn_arn("rev"), Tags={"k": "v"})
    assert changed()
    lam.untag_resource(Resource=fn_arn("rev"), TagKeys=["k"])
    assert changed()
    version = lam.publish_version(FunctionName="rev")
    assert changed()
    assert version["RevisionId"] not in seen
    assert version["State"] == "Pending" and _revision(lam, "1") != version["RevisionId"]  # it settled
    version["RevisionId"] = _revision(lam, "1")
    lam.add_permission(
        FunctionName="rev", StatementId="s3", Action="lambda:InvokeFunction", Principal="s3.amazonaws.com"
    )
    assert changed()
    assert lam.get_policy(FunctionName="rev")["RevisionId"] == seen[-1]
    lam.remove_permission(FunctionName="rev", StatementId="s3")
    assert changed()
    # a permission on version 1 changes version 1's revision, not $LATEST's
    lam.add_permission(
        FunctionName="rev",
        Qualifier="1",
        StatementId="v1",
        Action="lambda:InvokeFunction",
        Principal="s3.amazonaws.com",
    )
    assert _revision(lam) == seen[-1]
    assert _revision(lam, "1") != version["RevisionId"]
    assert lam.get_policy(FunctionName="rev", Qualifier="1")["RevisionId"] == _revision(lam, "1")


def test_precondition_everywhere_it_is_accepted(labcloud: Any, deploy: Any, lam: Any) -> None:
    deploy("rev", CODE)
    stale = "00000000-0000-0000-0000-000000000000"
    zip_bytes = make_zip({"app.py": CODE + "# x\n"})
    assert (
        error(lam.update_function_configuration, FunctionName="rev", Description="x", RevisionId=stale)
        == PRECONDITION
    )
    assert (
        error(lam.update_function_code, FunctionName="rev", ZipFile=zip_bytes, RevisionId=stale)
        == PRECONDITION
    )
    assert error(lam.publish_version, FunctionName="rev", RevisionId=stale) == PRECONDITION
    permission = {"StatementId": "p", "Action": "lambda:InvokeFunction", "Principal": "sns.amazonaws.com"}
    assert error(lam.add_permission, FunctionName="rev", RevisionId=stale, **permission) == PRECONDITION
    lam.add_permission(FunctionName="rev", RevisionId=_revision(lam), **permission)
    assert error(lam.remove_permission, FunctionName="rev", StatementId="p", RevisionId=stale) == PRECONDITION
    lam.remove_permission(FunctionName="rev", StatementId="p", RevisionId=_revision(lam))
    version = lam.publish_version(FunctionName="rev", RevisionId=_revision(lam))
    alias = lam.create_alias(FunctionName="rev", Name="live", FunctionVersion=version["Version"])
    assert (
        error(lam.update_alias, FunctionName="rev", Name="live", Description="d", RevisionId=stale)
        == PRECONDITION
    )
    updated = lam.update_alias(
        FunctionName="rev", Name="live", Description="d", RevisionId=alias["RevisionId"]
    )
    assert updated["RevisionId"] != alias["RevisionId"]
    # a permission on an alias gives the alias a new revision and guards with it
    lam.add_permission(FunctionName="rev", Qualifier="live", RevisionId=updated["RevisionId"], **permission)
    assert lam.get_alias(FunctionName="rev", Name="live")["RevisionId"] != updated["RevisionId"]
    assert error(lam.add_permission, FunctionName="rev", Qualifier="nolias", **permission) == (
        "ResourceNotFoundException",
        f"Cannot find alias arn: {fn_arn('rev', 'nolias')}",
        404,
        "User",
    )
    assert error(lam.add_permission, FunctionName="rev", Qualifier="$LATEST", **permission) == (
        "InvalidParameterValueException",
        "We currently do not support adding policies for $LATEST.",
        400,
        "User",
    )


def test_response_shapes(labcloud: Any, deploy: Any, lam: Any) -> None:
    created = deploy("shape", CODE, Runtime="python3.12")
    runtime_arn = created["RuntimeVersionConfig"]["RuntimeVersionArn"]
    assert re.fullmatch(r"arn:aws:lambda:us-east-1::runtime:[0-9a-f]{64}", runtime_arn)
    assert lam.get_function(FunctionName="shape")["Configuration"]["RuntimeVersionConfig"] == {
        "RuntimeVersionArn": runtime_arn
    }
    assert "Tags" not in lam.get_function(FunctionName="shape")  # no tags, no Tags member
    lam.tag_resource(Resource=fn_arn("shape"), Tags={"team": "a"})
    assert lam.get_function(FunctionName="shape")["Tags"] == {"team": "a"}
    published = lam.publish_version(FunctionName="shape")
    assert published["RuntimeVersionConfig"] == {"RuntimeVersionArn": runtime_arn}
    updated = lam.update_function_configuration(FunctionName="shape", Runtime="python3.11")
    assert updated["RuntimeVersionConfig"]["RuntimeVersionArn"] != runtime_arn

    alias = lam.create_alias(FunctionName="shape", Name="plain", FunctionVersion="1")
    assert "RoutingConfig" not in alias
    lam.publish_version(FunctionName="shape")
    routed = lam.update_alias(
        FunctionName="shape", Name="plain", RoutingConfig={"AdditionalVersionWeights": {"2": 0.5}}
    )
    assert routed["RoutingConfig"] == {"AdditionalVersionWeights": {"2": 0.5}}
    cleared = lam.update_alias(
        FunctionName="shape", Name="plain", RoutingConfig={"AdditionalVersionWeights": {}}
    )
    assert "RoutingConfig" not in cleared
    assert "RoutingConfig" not in lam.get_alias(FunctionName="shape", Name="plain")

    assert error(lam.tag_resource, Resource=fn_arn("shape"), Tags={}) == (
        "InvalidParameterValueException",
        "An error occurred and the request cannot be processed.",
        400,
        "User",
    )
    assert error(lam.tag_resource, Resource=fn_arn("shape", "1"), Tags={"a": "b"}) == (
        "InvalidParameterValueException",
        "Tags on function aliases and versions are not supported. Please specify a function ARN.",
        400,
        "User",
    )
