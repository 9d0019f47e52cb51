"""ListFunctions: a page of an account's functions in a Region, in name order, with their versions on request.

Its own small module so that the usual first Lambda call does not import the whole control plane.
"""

from __future__ import annotations

import base64
from typing import TYPE_CHECKING, Any, cast

from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.lambda_.repo import functions
from labcloud.services.lambda_.state import LambdaState
from labcloud.services.lambda_.validation import invalid

if TYPE_CHECKING:
    from labcloud.services.lambda_.api import ListFunctionsRequest, ListFunctionsResponse


def list_functions(
    state: LambdaState, params: ListFunctionsRequest, ctx: RequestContext
) -> ListFunctionsResponse:
    if params.get("MasterRegion"):
        # Lambda@Edge replicas of a function in MasterRegion: labcloud replicates nothing.
        if params.get("FunctionVersion") != "ALL":
            raise invalid("When MasterRegion is specified, FunctionVersion must be ALL.")
        return {"Functions": []}
    limit = min(params.get("MaxItems") or 50, 50)
    marker = params.get("Marker") or ""
    try:
        start = base64.b64decode(marker.encode(), altchars=b"-_", validate=True).decode() if marker else ""
    except (ValueError, UnicodeDecodeError):
        raise AwsError(
            "InvalidParameterValueException", f"Invalid marker: {marker}", status=400, Type="User"
        ) from None
    rows = functions.named_after(state.store, ctx.account_id, ctx.region, start)
    if rows:  # the configuration's rendering (and its typed record) came with the first function read
        from labcloud.services.lambda_.core import listed
    out: list[dict[str, Any]] = []
    everything = params.get("FunctionVersion") == "ALL"
    next_marker = None
    for index, row in enumerate(rows):
        if len(out) >= limit:
            next_marker = base64.urlsafe_b64encode(rows[index - 1][0].encode()).decode()
            break
        row_name, config = row
        out.append(listed(config))
        if everything:
            out.extend(
                listed(version)
                for version in functions.versions(state.store, (ctx.account_id, ctx.region, row_name))
            )
    answer: dict[str, Any] = {"Functions": out}
    if next_marker:
        answer["NextMarker"] = next_marker
    return cast("ListFunctionsResponse", answer)
