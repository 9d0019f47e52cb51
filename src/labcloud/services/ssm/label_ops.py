"""LabelParameterVersion and UnlabelParameterVersion: AWS's label rules, moves and InvalidLabels.

A label names one version of a parameter: labelling another version moves it. A version holds at
most 10 labels. Labels breaking the naming rules (``rules.label_is_valid``) are answered back in
``InvalidLabels`` while the valid ones are applied, as AWS does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.ssm import lookup, names, rules
from labcloud.services.ssm.errors import parameter_not_found, version_not_found
from labcloud.services.ssm.repo.parameters import Parameter
from labcloud.services.ssm.state import SsmState

if TYPE_CHECKING:
    from labcloud.services.ssm.api import (
        LabelParameterVersionRequest,
        LabelParameterVersionResponse,
        UnlabelParameterVersionRequest,
        UnlabelParameterVersionResponse,
    )

MAX_LABELS = 10


def _target(state: SsmState, ctx: RequestContext, given: str, number: int | None) -> tuple[Parameter, int]:
    found = lookup.find(state, ctx, given)
    if found is None:
        raise parameter_not_found(given)
    version = found.latest.version if number is None else number
    if state.parameters.version(ctx.account_id, ctx.region, found.name, version) is None:
        raise version_not_found(found.name, str(version))
    return found, version


def label_parameter_version(
    state: SsmState, request: LabelParameterVersionRequest, ctx: RequestContext
) -> LabelParameterVersionResponse:
    labels = list(dict.fromkeys(request["Labels"]))
    invalid = [label for label in labels if not rules.label_is_valid(label)]
    valid = [label for label in labels if label not in invalid]
    with state.store.transaction():
        found, version = _target(state, ctx, request["Name"], request.get("ParameterVersion"))
        held = set(state.parameters.labels_of(ctx.account_id, ctx.region, found.name, version))
        if len(held | set(valid)) > MAX_LABELS:
            raise AwsError(
                "ParameterVersionLabelLimitExceeded",
                "A parameter version can have maximum 10 labels.Move one or more labels to another version and "
                "try again.",
            )
        for label in valid:
            state.parameters.set_label(ctx.account_id, ctx.region, found.name, label, version)
        if valid:
            state.bus.publish(
                "ssm.parameter.labelled",
                service="ssm",
                account_id=ctx.account_id,
                region=ctx.region,
                resource=names.arn(ctx.region, ctx.account_id, found.name),
                data={"name": found.name, "version": version, "labels": valid},
            )
    return {"InvalidLabels": invalid, "ParameterVersion": version}


def unlabel_parameter_version(
    state: SsmState, request: UnlabelParameterVersionRequest, ctx: RequestContext
) -> UnlabelParameterVersionResponse:
    with state.store.transaction():
        found, version = _target(state, ctx, request["Name"], request["ParameterVersion"])
        held = set(state.parameters.labels_of(ctx.account_id, ctx.region, found.name, version))
        labels = list(dict.fromkeys(request["Labels"]))
        removed = [label for label in labels if label in held]
        for label in removed:
            state.parameters.remove_label(ctx.account_id, ctx.region, found.name, label)
    return {"RemovedLabels": removed, "InvalidLabels": [label for label in labels if label not in held]}
