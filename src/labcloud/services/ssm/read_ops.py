"""GetParameter, GetParameters, GetParametersByPath and GetParameterHistory.

A name may carry a selector (``name:3``, ``name:label``) in GetParameter(s); ``WithDecryption``
opens SecureString values through ``sealing.py`` as the caller (else the stored ciphertext is
answered, base64, as AWS does). Public ``/aws/...`` names are answered from ``public.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.ssm import lookup, names, paging, public, render
from labcloud.services.ssm.errors import parameter_not_found, version_not_found
from labcloud.services.ssm.filters import BY_PATH_KEYS, compile_filters
from labcloud.services.ssm.repo.parameters import Version
from labcloud.services.ssm.state import SsmState

if TYPE_CHECKING:
    from labcloud.services.ssm.api import (
        GetParameterHistoryRequest,
        GetParameterHistoryResponse,
        GetParameterRequest,
        GetParameterResponse,
        GetParametersByPathRequest,
        GetParametersByPathResponse,
        GetParametersRequest,
        GetParametersResponse,
    )

BY_PATH_PAGE = 10
HISTORY_PAGE = 50


async def value_of(state: SsmState, ctx: RequestContext, version: Version, decrypt: bool) -> str:
    if version.type != "SecureString" or not decrypt:
        return version.value
    arn = names.arn(ctx.region, ctx.account_id, version.name)
    return await state.secure.open(ctx.principal, ctx.account_id, ctx.region, version.value, arn)


def _public(ctx: RequestContext, version: Version, selector: str | None) -> dict[str, Any]:
    out = render.parameter(ctx.region, "", version, version.value, selector)
    out["ARN"] = public.arn(ctx.region, version.name)
    return out


def select(state: SsmState, ctx: RequestContext, given: str) -> tuple[Version, str | None, bool]:
    """The version ``given`` (name or ARN, maybe with a selector) names: (version, selector, public?)."""
    name, selector = names.split_selector(given)
    if public.is_public(name):
        found_public = public.find(name)
        if found_public is None:
            raise parameter_not_found()
        if selector is not None and selector != "1":
            raise version_not_found(name, selector)
        return found_public, selector, True
    found = lookup.find(state, ctx, name)
    if found is None:
        raise parameter_not_found()  # AWS's GetParameter names nothing in this error
    if selector is None:
        return found.latest, None, False
    if selector.isdigit():
        number: int | None = int(selector)
    else:
        number = state.parameters.labelled(ctx.account_id, ctx.region, found.name, selector)
    version = (
        None if number is None else state.parameters.version(ctx.account_id, ctx.region, found.name, number)
    )
    if version is None:
        raise version_not_found(found.name, selector)
    return version, selector, False


async def _answer(state: SsmState, ctx: RequestContext, given: str, decrypt: bool) -> dict[str, Any]:
    version, selector, is_public = select(state, ctx, given)
    if is_public:
        return _public(ctx, version, selector)
    value = await value_of(state, ctx, version, decrypt)
    return render.parameter(ctx.region, ctx.account_id, version, value, selector)


async def get_parameter(
    state: SsmState, request: GetParameterRequest, ctx: RequestContext
) -> GetParameterResponse:
    return {"Parameter": await _answer(state, ctx, request["Name"], bool(request.get("WithDecryption")))}  # type: ignore[typeddict-item]


async def get_parameters(
    state: SsmState, request: GetParametersRequest, ctx: RequestContext
) -> GetParametersResponse:
    found: list[Any] = []
    invalid: list[str] = []
    decrypt = bool(request.get("WithDecryption"))
    for given in dict.fromkeys(request["Names"]):
        try:
            found.append(await _answer(state, ctx, given, decrypt))
        except AwsError as exc:
            if exc.code not in ("ParameterNotFound", "ParameterVersionNotFound"):
                raise
            invalid.append(given)
    return {"Parameters": found, "InvalidParameters": invalid}


async def get_parameters_by_path(
    state: SsmState, request: GetParametersByPathRequest, ctx: RequestContext
) -> GetParametersByPathResponse:
    path = request["Path"]
    names.check_path(path)
    recursive = bool(request.get("Recursive"))
    wanted = compile_filters(request.get("ParameterFilters") or [], BY_PATH_KEYS)
    decrypt = bool(request.get("WithDecryption"))
    limit = request.get("MaxResults") or BY_PATH_PAGE
    after = paging.position(request.get("NextToken"))
    prefix = path if path.endswith("/") else path + "/"
    chosen: list[tuple[Version, bool]] = []
    if public.is_public(prefix):
        chosen = [
            (v, True) for v in public.under(prefix, recursive) if not wanted.tests and not wanted.labels
        ]
    else:
        for item in state.parameters.listing(ctx.account_id, ctx.region, prefix, prefix[:-1] + "0"):
            if not recursive and "/" in item.name[len(prefix) :]:
                continue
            if not wanted.accepts(item):
                continue
            version: Version | None = item.latest
            if wanted.labels:
                number = next(
                    (
                        n
                        for label in wanted.labels
                        if (n := state.parameters.labelled(ctx.account_id, ctx.region, item.name, label))
                        is not None
                    ),
                    None,
                )
                version = (
                    None
                    if number is None
                    else state.parameters.version(ctx.account_id, ctx.region, item.name, number)
                )
            if version is not None:
                chosen.append((version, False))
    if after is not None:
        chosen = [c for c in chosen if c[0].name > after]
    page, more = chosen[:limit], len(chosen) > limit
    out: list[Any] = []
    for version, is_public in page:
        if is_public:
            out.append(_public(ctx, version, None))
        else:
            value = await value_of(state, ctx, version, decrypt)
            out.append(render.parameter(ctx.region, ctx.account_id, version, value))
    response: GetParametersByPathResponse = {"Parameters": out}
    if more:
        response["NextToken"] = paging.token(page[-1][0].name)
    return response


async def get_parameter_history(
    state: SsmState, request: GetParameterHistoryRequest, ctx: RequestContext
) -> GetParameterHistoryResponse:
    found = lookup.find(state, ctx, request["Name"])
    if found is None:
        raise parameter_not_found(request["Name"])
    after = paging.position(request.get("NextToken"))
    if after is not None and not after.isdigit():
        raise AwsError("InvalidNextToken", "The nextToken is not valid.")
    limit = request.get("MaxResults") or HISTORY_PAGE
    versions = state.parameters.history(ctx.account_id, ctx.region, found.name, int(after or 0), limit + 1)
    decrypt = bool(request.get("WithDecryption"))
    out: list[Any] = [render.history(v, await value_of(state, ctx, v, decrypt)) for v in versions[:limit]]
    response: GetParameterHistoryResponse = {"Parameters": out}
    if len(versions) > limit:
        response["NextToken"] = paging.token(str(versions[limit - 1].version))
    return response
