"""The http-front-door checks: each step's pass, its failures (with the learner-facing reason) and
pending, judged on hand-built histories shaped like the events labcloud publishes (the verbatim run
in tests/acceptance confirms the same checks on a real server)."""

from __future__ import annotations

import json
from typing import Any

from labcloud.labs.checker import Evidence
from labcloud.labs.scenarios.http_front_door.checks import check

REGION, ACCOUNT, API_ID = "us-east-1", "000000000000", "abc123"
FUNCTION_ARN = f"arn:aws:lambda:{REGION}:{ACCOUNT}:function:labex-h01-orders"
SOURCE = f"arn:aws:execute-api:{REGION}:{ACCOUNT}:{API_ID}/*/POST/orders"
TEA = '{"sku":"tea","quantity":2}'


def statement(source: str | None = SOURCE) -> dict[str, Any]:
    found: dict[str, Any] = {
        "Sid": "labex-h01-allow-apigateway",
        "Effect": "Allow",
        "Principal": {"Service": "apigateway.amazonaws.com"},
        "Action": "lambda:InvokeFunction",
        "Resource": FUNCTION_ARN,
    }
    if source:
        found["Condition"] = {"ArnLike": {"AWS:SourceArn": source}}
    return found


class Run:
    def __init__(self) -> None:
        self.events: list[dict[str, Any]] = []
        self.requests = 0
        self.current: dict[str, Any] = {"errors": {}, "api": None, "policy": None, "items": []}
        self.stored: dict[str, tuple[str, dict[str, Any]]] = {}

    def add(self, kind: str, resource: str, **data: Any) -> Run:
        seq = len(self.events) + 1
        self.events.append({"seq": seq, "ts": 1000.0 + seq, "kind": kind, "resource": resource, "data": data})
        return self

    def results(self) -> dict[str, tuple[str, str]]:
        baseline = {"account": ACCOUNT, "region": REGION, "function_arn": FUNCTION_ARN}
        return {
            r.id: (r.status, r.reason) for r in check(Evidence(list(self.events), baseline, self.current))
        }

    def api(self, routes: dict[str, str] | None = None) -> Run:
        self.add("apigatewayv2.api.created", API_ID, api_id=API_ID, name="labex-h01-shop")
        self.current["api"] = {
            "id": API_ID,
            "protocol": "HTTP",
            "routes": {"POST /orders": FUNCTION_ARN} if routes is None else routes,
        }
        return self

    def allow(self, source: str | None = SOURCE) -> Run:
        self.current["policy"] = {"Version": "2012-10-17", "Statement": [statement(source)]}
        return self

    def refused(self) -> Run:
        self.requests += 1
        return self.add(
            "apigatewayv2.request",
            API_ID,
            api_id=API_ID,
            route="POST /orders",
            status=500,
            request_id=f"g{self.requests}",
        )

    def post(self, key: str | None, body: str = TEA) -> Run:
        """One POST through the gateway into the function, answered as the lab's handler does."""
        self.requests += 1
        gateway, invocation = f"g{self.requests}", f"l{self.requests}"
        headers = {"content-type": "application/json"} | ({"idempotency-key": key} if key else {})
        event = {"headers": headers, "body": body, "requestContext": {"apiId": API_ID, "requestId": gateway}}
        self.add(
            "lambda.invocation.started",
            FUNCTION_ARN,
            function_name="labex-h01-orders",
            request_id=invocation,
            event=event,
        )
        answer_headers = {"content-type": "application/json"}
        if key is None:
            status, answer = 400, {"message": "send an Idempotency-Key header"}
        elif key in self.stored:
            self.write(key, invocation, "Rejected")
            stored_body, stored = self.stored[key]
            if json.loads(stored_body) != json.loads(body):
                status, answer = 422, {"message": "this Idempotency-Key was used for another order"}
            else:
                status, answer = 201, stored
                answer_headers["idempotent-replayed"] = "true"
        else:
            self.write(key, invocation, "Accepted")
            order = json.loads(body)
            answer = {"order_id": f"ord-{self.requests:08d}", **order, "total_cents": 450 * order["quantity"]}
            self.stored[key] = (body, answer)
            self.current["items"].append({"idempotency_key": {"S": key}})
            status = 201
        result = {"statusCode": status, "headers": answer_headers, "body": json.dumps(answer)}
        self.add(
            "lambda.invocation.finished",
            FUNCTION_ARN,
            function_name="labex-h01-orders",
            request_id=invocation,
            status="success",
            result=result,
        )
        return self.add(
            "apigatewayv2.request",
            API_ID,
            api_id=API_ID,
            route="POST /orders",
            status=status,
            request_id=gateway,
        )

    def write(self, key: str, invocation: str, outcome: str) -> None:
        self.add(
            "dynamodb.write.decided",
            "table",
            table="labex-h01-orders",
            key={"idempotency_key": {"S": key}},
            outcome=outcome,
            lambda_request_id=invocation,
        )


def test_a_fresh_lab_is_pending_everywhere() -> None:
    results = Run().results()
    assert {step: status for step, (status, _) in results.items()} == {
        "api": "pending",
        "allow": "pending",
        "order": "pending",
        "retry": "pending",
        "another": "pending",
        "cleanup": "pending",
    }
    assert (
        results["api"][1]
        == "create the HTTP API labex-h01-shop with a POST /orders route to labex-h01-orders."
    )


def test_the_whole_lab_passes_and_stays_passed_after_cleanup() -> None:
    run = Run().api().allow().post("k-1001").post("k-1001").post("k-1002", '{"sku":"mug","quantity":1}')
    results = run.results()
    assert [status for status, _ in results.values()] == ["passed"] * 5 + ["pending"]
    assert results["retry"][1].startswith(
        "the retry with k-1001 got the first answer again (ord-00000001, 201, replayed)"
    )
    run.current["api"], run.current["policy"] = None, None
    results = run.results()
    assert [status for status, _ in results.values()] == ["passed"] * 6
    assert results["cleanup"][1] == (
        "the API and its permission are gone; the function labex-h01-orders and the table labex-h01-orders stay."
    )


def test_a_catch_all_route_is_named() -> None:
    results = Run().api({"$default": FUNCTION_ARN}).results()
    assert results["api"] == (
        "failed",
        "labex-h01-shop has $default, not POST /orders: orders are taken at POST /orders only, so a GET or "
        "another path must not reach labex-h01-orders. Delete the API (aws apigatewayv2 delete-api) and "
        "create it again with --route-key 'POST /orders'.",
    )


def test_a_call_before_the_permission_fails_until_a_later_call_is_served() -> None:
    run = Run().api().refused()
    status, reason = run.results()["allow"]
    assert status == "failed"
    assert reason.startswith(
        "API Gateway answered 500 to POST /orders without invoking labex-h01-orders: the function's "
        "resource policy does not let apigateway.amazonaws.com invoke it for labex-h01-shop."
    )
    run.allow().post("k-1001")
    assert run.results()["allow"][0] == "passed"


def test_a_permission_without_source_arn_is_named() -> None:
    status, reason = Run().api().allow(source=None).results()["allow"]
    assert status == "failed"
    assert reason.startswith(
        "labex-h01-orders's policy is not right: its statement labex-h01-allow-apigateway lets "
        "apigateway.amazonaws.com invoke it without a --source-arn"
    )


def test_a_permission_for_another_api_is_named() -> None:
    other = f"arn:aws:execute-api:{REGION}:{ACCOUNT}:zzz999/*/POST/orders"
    status, reason = Run().api().allow(source=other).results()["allow"]
    assert status == "failed"
    assert f"names {other}, which is not the API labex-h01-shop (abc123)" in reason


def test_a_post_without_the_key_is_the_next_action_not_a_failure() -> None:
    results = Run().api().allow().post(None).results()
    assert results["order"] == (
        "pending",
        "your last POST reached labex-h01-orders without an Idempotency-Key header and was refused with 400: "
        "the function cannot tell a retry from a new order without it. Send -H 'Idempotency-Key: k-1001' "
        "as step 3 shows.",
    )


def test_a_retry_with_a_new_key_cannot_be_undone() -> None:
    run = Run().api().allow().post("k-1001").post("k-1001-retry")
    status, reason = run.results()["retry"]
    assert status == "failed"
    assert reason.startswith(
        'the order {"sku":"tea","quantity":2} was stored again under the key k-1001-retry: a retry sent with '
        "a new Idempotency-Key looks like a new order, so the customer now has two."
    )
    assert "This cannot be undone" in reason
    run.post("k-1001")
    assert run.results()["retry"][0] == "failed"


def test_a_retry_with_another_body_is_named_and_fixed_by_the_real_retry() -> None:
    run = Run().api().allow().post("k-1001").post("k-1001", '{"sku":"tea","quantity":3}')
    status, reason = run.results()["retry"]
    assert status == "failed"
    assert reason == (
        'the retry with k-1001 carried another body ({"sku":"tea","quantity":3}) than the first request '
        '({"sku":"tea","quantity":2}) and was refused with 422: a retry repeats the same request. Run '
        "step 4's curl as written."
    )
    run.post("k-1001")
    assert run.results()["retry"][0] == "passed"


def test_extra_orders_in_the_table_fail_the_second_order_step() -> None:
    run = Run().api().allow().post("k-1001").post("k-1001").post("k-1002", '{"sku":"mug","quantity":1}')
    run.post("k-9", '{"sku":"mug","quantity":4}')
    assert run.results()["another"] == (
        "failed",
        "labex-h01-orders holds orders under k-9 besides k-1001 and k-1002: each of those requests created "
        "an order of its own.",
    )
