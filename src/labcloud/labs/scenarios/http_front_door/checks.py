"""The http-front-door lab's checks, each step judged by its own evidence.

The history holds everything: ``apigatewayv2.request`` (what the gateway answered), the function's
``lambda.invocation.started`` (the request as the function saw it: its Idempotency-Key header and
body) and ``.finished`` (the function's answer), joined by the gateway's request id and Lambda's, and
the ledger's ``dynamodb.write.decided`` for the orders table (which write created an order, which was
refused by the condition). The current API, function policy and table add what exists now.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from labcloud import json_document
from labcloud.labs import kit
from labcloud.labs.checker import Evidence
from labcloud.labs.scenario import StepResult
from labcloud.labs.scenarios.http_front_door.names import (
    API,
    FIRST_KEY,
    FUNCTION,
    HEADER,
    KEY,
    ROUTE_KEY,
    SECOND_KEY,
    STATEMENT,
    TABLE,
)

LAB = "http-front-door"
Event = dict[str, Any]


def _loads(text: Any) -> Any:
    try:
        return json_document.loads(str(text or ""))
    except ValueError:
        return None


@dataclass(slots=True)
class Call:
    """One request that reached the function through the lab's API, with what became of it."""

    seq: int
    gateway_id: str
    key: str
    body: str
    #: The function's answer (status and parsed body), None while it has not finished or failed.
    status: int | None
    answer: Any
    replayed: bool
    error: str
    #: The ledger's decisions of this invocation on the orders table.
    writes: list[Event]


class Facts:
    """The lab's history, sorted out once for all steps."""

    def __init__(self, evidence: Evidence) -> None:
        events = evidence.events
        self.current = evidence.current
        self.errors: dict[str, str] = dict(self.current.get("errors") or {})
        self.function_arn = str(evidence.baseline.get("function_arn") or "")
        self.created = [
            e for e in events if e["kind"] == "apigatewayv2.api.created" and kit.data(e).get("name") == API
        ]
        self.api_ids = {str(kit.data(e).get("api_id")) for e in self.created}
        self.requests = [
            e
            for e in events
            if e["kind"] == "apigatewayv2.request" and str(kit.data(e).get("api_id")) in self.api_ids
        ]
        mine = kit.for_function(events, FUNCTION)
        finished = {
            str(kit.data(e).get("request_id")): e for e in mine if e["kind"] == "lambda.invocation.finished"
        }
        writes: dict[str, list[Event]] = {}
        self.writes = [e for e in kit.for_table(events, TABLE) if e["kind"] == "dynamodb.write.decided"]
        for write in self.writes:
            writes.setdefault(str(kit.data(write).get("lambda_request_id")), []).append(write)
        self.calls: list[Call] = []
        for started in mine:
            if started["kind"] != "lambda.invocation.started":
                continue
            found = kit.data(started).get("event")
            event: dict[str, Any] = found if isinstance(found, dict) else {}
            context = event.get("requestContext")
            if not isinstance(context, dict) or str(context.get("apiId")) not in self.api_ids:
                continue
            sent = event.get("headers")
            headers: dict[str, Any] = sent if isinstance(sent, dict) else {}
            lambda_id = str(kit.data(started).get("request_id"))
            end = finished.get(lambda_id)
            result = kit.data(end).get("result") if end is not None else None
            status, answer, replayed = None, None, False
            if end is not None and kit.data(end).get("status") == "success" and isinstance(result, dict):
                status = result.get("statusCode") if isinstance(result.get("statusCode"), int) else None
                answer = _loads(result.get("body"))
                given = result.get("headers")
                replayed = isinstance(given, dict) and given.get("idempotent-replayed") == "true"
            self.calls.append(
                Call(
                    seq=int(started["seq"]),
                    gateway_id=str(context.get("requestId") or ""),
                    key=str(headers.get(HEADER) or "").strip(),
                    body=str(event.get("body") or ""),
                    status=status,
                    answer=answer,
                    replayed=replayed,
                    error=kit.error_text(end) if end is not None and status is None else "",
                    writes=writes.get(lambda_id, []),
                )
            )
        invoked = {call.gateway_id for call in self.calls}
        #: Gateway answers of 500 for which the function never ran: the invoke was refused.
        self.refused = [
            e
            for e in self.requests
            if kit.data(e).get("status") == 500 and str(kit.data(e).get("request_id")) not in invoked
        ]

    def created_with(self, key: str) -> Call | None:
        """The call whose accepted write stored the order of ``key``."""
        for call in self.calls:
            if any(kit.accepted(w) and kit.key_value(w, KEY) == key for w in call.writes):
                return call
        return None

    def stored_keys(self) -> list[str]:
        return [kit.key_value(w, KEY) for w in self.writes if kit.accepted(w)]


# ---------------------------------------------------------------------- step 1


def _api(facts: Facts) -> tuple[str, str]:
    if not facts.created:
        return "pending", f"create the HTTP API {API} with a {ROUTE_KEY} route to {FUNCTION}."
    api = facts.current.get("api")
    if api is None:
        if facts.created_with(FIRST_KEY) is not None:
            return "passed", f"{API} routed {ROUTE_KEY} to {FUNCTION} (the API is gone now)."
        return "pending", f"the API {API} is gone; create it again as step 1 shows."
    if api.get("protocol") != "HTTP":
        return "failed", (
            f"{API} is a {api.get('protocol')} API; this lab's front door is an HTTP API. Delete it and create "
            "it again with --protocol-type HTTP."
        )
    routes: dict[str, str] = api.get("routes") or {}
    if ROUTE_KEY not in routes:
        seen = kit.listed(sorted(routes)) or "no route"
        return "failed", (
            f"{API} has {seen}, not {ROUTE_KEY}: orders are taken at POST /orders only, so a GET or another "
            f"path must not reach {FUNCTION}. Delete the API (aws apigatewayv2 delete-api) and create it "
            f"again with --route-key '{ROUTE_KEY}'."
        )
    target = routes[ROUTE_KEY]
    if kit.function_name(target) != FUNCTION:
        return "failed", (
            f"{API}'s {ROUTE_KEY} route invokes {target or 'nothing'}, not {FUNCTION}. Create the API again "
            "with --target set to the function's ARN ($FUNCTION_ARN)."
        )
    return "passed", f"{API} routes {ROUTE_KEY} to {FUNCTION} through its auto-deployed $default stage."


# ---------------------------------------------------------------------- step 2


def _grants(policy: Any, api_ids: set[str]) -> tuple[bool, str]:
    """Whether a function policy lets API Gateway invoke for one of the lab's APIs; else why not."""
    statements = (policy or {}).get("Statement") if isinstance(policy, dict) else None
    for statement in statements if isinstance(statements, list) else []:
        if not isinstance(statement, dict) or statement.get("Effect") != "Allow":
            continue
        principal = statement.get("Principal")
        service = principal.get("Service") if isinstance(principal, dict) else principal
        if service != "apigateway.amazonaws.com":
            continue
        condition = statement.get("Condition") or {}
        sources = [
            str(value)
            for test in condition.values()
            if isinstance(test, dict)
            for name, value in test.items()
            if name.lower() == "aws:sourcearn"
        ]
        if not sources:
            return False, (
                f"its statement {statement.get('Sid')} lets apigateway.amazonaws.com invoke it without a "
                "--source-arn, so any API (in any account) could call it. Remove it (aws lambda "
                "remove-permission) and add it again with the --source-arn step 2 shows"
            )
        if not any(f":{api_id}/" in source for source in sources for api_id in api_ids):
            return False, (
                f"its statement {statement.get('Sid')} names {kit.listed(sources)}, which is not the API "
                f"{API} ({kit.listed(sorted(api_ids))}). Remove it and add it again with $API_ID in --source-arn"
            )
        return True, ""
    return False, ""


def _allow(facts: Facts) -> tuple[str, str]:
    served = [c for c in facts.calls if c.status is not None]
    last_refusal = facts.refused[-1]["seq"] if facts.refused else 0
    if facts.refused and (not served or served[-1].seq < last_refusal):
        return "failed", (
            f"API Gateway answered 500 to {kit.data(facts.refused[-1]).get('route') or ROUTE_KEY} without "
            f"invoking {FUNCTION}: the function's resource policy does not let apigateway.amazonaws.com invoke "
            f"it for {API}. Run step 2's add-permission, then send the request again (the refused one never "
            "reached the function, so nothing was stored)."
        )
    policy = facts.current.get("policy")
    granted, problem = _grants(policy, facts.api_ids)
    if problem:
        return "failed", f"{FUNCTION}'s policy is not right: {problem}."
    if granted or served:
        return "passed", f"apigateway.amazonaws.com may invoke {FUNCTION} for {API}'s POST /orders only."
    return "pending", (
        f"let API Gateway invoke {FUNCTION}: aws lambda add-permission with the statement id {STATEMENT}."
    )


# ---------------------------------------------------------------------- step 3


def _order(facts: Facts) -> tuple[str, str]:
    first = facts.created_with(FIRST_KEY)
    if first is not None:
        order_id = (first.answer or {}).get("order_id") if isinstance(first.answer, dict) else None
        return "passed", f"the POST with Idempotency-Key {FIRST_KEY} created {order_id or 'an order'} (201)."
    failed = [c for c in facts.calls if c.error]
    if failed and failed[-1] is facts.calls[-1]:
        return "failed", f"{FUNCTION} failed on the last request: {failed[-1].error}."
    unkeyed = [c for c in facts.calls if not c.key]
    if unkeyed and unkeyed[-1] is facts.calls[-1]:
        return "pending", (
            f"your last POST reached {FUNCTION} without an Idempotency-Key header and was refused with 400: "
            f"the function cannot tell a retry from a new order without it. Send -H 'Idempotency-Key: "
            f"{FIRST_KEY}' as step 3 shows."
        )
    return "pending", f"POST the order with the header Idempotency-Key: {FIRST_KEY} (step 3)."


# ---------------------------------------------------------------------- step 4


def _same_body_other_key(facts: Facts, first: Call) -> list[str]:
    """Keys (other than the first) whose accepted write stored the very request of the first order."""
    return sorted(
        {
            call.key
            for call in facts.calls
            if call.key != FIRST_KEY
            and _loads(call.body) == _loads(first.body)
            and any(kit.accepted(w) for w in call.writes)
        }
    )


def _retry(facts: Facts) -> tuple[str, str]:
    first = facts.created_with(FIRST_KEY)
    if first is None:
        return "pending", f"first place the order with Idempotency-Key {FIRST_KEY} (step 3)."
    twice = _same_body_other_key(facts, first)
    if twice:
        return "failed", (
            f"the order {first.body} was stored again under the key {kit.listed(twice)}: a retry sent with a "
            f"new Idempotency-Key looks like a new order, so the customer now has two. A retry must repeat "
            f"the key of the attempt it repeats ({FIRST_KEY})." + kit.start_over(LAB)
        )
    later = [c for c in facts.calls if c.seq > first.seq and c.key == FIRST_KEY]
    same = [c for c in later if c.status == first.status and c.answer == first.answer]
    if same:
        answer = first.answer if isinstance(first.answer, dict) else {}
        return "passed", (
            f"the retry with {FIRST_KEY} got the first answer again ({answer.get('order_id')}, "
            f"{first.status}{', replayed' if same[-1].replayed else ''}); its write was refused by the "
            "condition, so the table still holds one order for that key."
        )
    if later and later[-1].status == 422:
        return "failed", (
            f"the retry with {FIRST_KEY} carried another body ({later[-1].body}) than the first request "
            f"({first.body}) and was refused with 422: a retry repeats the same request. Run step 4's curl "
            "as written."
        )
    return "pending", f"retry the same POST with the same header Idempotency-Key: {FIRST_KEY} (step 4)."


# ---------------------------------------------------------------------- step 5


def _another(facts: Facts) -> tuple[str, str]:
    second = facts.created_with(SECOND_KEY)
    if second is None:
        return "pending", f"POST the second order with the header Idempotency-Key: {SECOND_KEY} (step 5)."
    first = facts.created_with(FIRST_KEY)
    if first is not None and first.answer == second.answer:
        return "failed", f"the order of {SECOND_KEY} answered the same order as {FIRST_KEY}; it must be new."
    stored = facts.stored_keys()
    again = sorted({key for key in stored if stored.count(key) > 1})
    if again:
        return "failed", (
            f"{kit.listed(again)} was written to {TABLE} more than once: the function's write must keep the "
            f"condition attribute_not_exists({KEY})." + kit.start_over(LAB)
        )
    items = facts.current.get("items")
    if items is not None:
        keys = sorted(str(kit.plain(i.get(KEY))) for i in items)
        extra = [k for k in keys if k not in (FIRST_KEY, SECOND_KEY)]
        if extra:
            return "failed", (
                f"{TABLE} holds orders under {kit.listed(extra)} besides {FIRST_KEY} and {SECOND_KEY}: each "
                "of those requests created an order of its own."
            )
    answer = second.answer if isinstance(second.answer, dict) else {}
    return "passed", (
        f"{SECOND_KEY} created its own order ({answer.get('order_id')}); {TABLE} holds one order per key."
    )


# ---------------------------------------------------------------------- step 6


def _cleanup(facts: Facts) -> tuple[str, str]:
    if facts.errors:
        return "pending", "could not see the lab's resources: " + "; ".join(sorted(facts.errors.values()))
    left = []
    if facts.current.get("api") is not None:
        left.append(f"the API {API}")
    granted, problem = _grants(facts.current.get("policy"), facts.api_ids)
    if granted or problem:
        left.append(f"{FUNCTION}'s permission {STATEMENT}")
    if left or not facts.created:
        return (
            "pending",
            f"when the other steps have passed, delete {kit.listed(left) or 'what you created'}.",
        )
    return (
        "passed",
        f"the API and its permission are gone; the function {FUNCTION} and the table {TABLE} stay.",
    )


STEPS = (
    ("api", _api),
    ("allow", _allow),
    ("order", _order),
    ("retry", _retry),
    ("another", _another),
    ("cleanup", _cleanup),
)


def check(evidence: Evidence) -> list[StepResult]:
    from labcloud.labs.scenarios.http_front_door import SCENARIO

    facts = Facts(evidence)
    results = []
    for (step_id, judge), step in zip(STEPS, SCENARIO.steps, strict=True):
        status, reason = judge(facts)
        results.append(StepResult(step_id, step.title(), status, reason))
    return results
