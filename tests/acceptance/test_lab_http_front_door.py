"""The http-front-door lab end to end: every block of its instructions run verbatim in bash with the
real ``aws`` CLI (v1 and v2) and curl, every promised output asserted, ``labcloud lab check`` after
each step; and two mistakes a learner makes: calling the API before granting API Gateway the invoke,
and retrying with a new Idempotency-Key."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from labshell import Instructions, LabShell, events

from labcloud.testing.server_process import LabcloudProcess

STEPS = ("api", "allow", "order", "retry", "another", "cleanup")


def _answer(text: str) -> tuple[dict[str, object], str]:
    body, status = text.rstrip("\n").rsplit("\n", 1)
    return json.loads(body), status


@pytest.mark.timeout(240)
def test_http_front_door_verbatim(server: LabcloudProcess, tmp_path: Path) -> None:
    doc = Instructions("http-front-door")
    shell = LabShell(server, tmp_path, doc.variables)
    try:
        started = shell.run("labcloud lab start http-front-door")
        assert started.stdout.startswith("# An HTTP front door")
        assert shell.check() == dict.fromkeys(STEPS, "pending")
        assert shell.out(doc.block('cd "$(labcloud lab dir)"')) == ""
        assert "attribute_not_exists(idempotency_key)" in shell.out("cat app.py")

        # ---- step 1
        api_id_url = shell.out(doc.block("--route-key 'POST /orders'")).strip()
        api_id = shell.var("API_ID")
        assert api_id_url == f"http://{api_id}.execute-api.localhost:{server.port}"
        assert shell.var("FUNCTION_ARN").endswith(":function:labex-h01-orders")
        assert shell.out(doc.block("get-routes")).splitlines() == ["POST /orders", "$default\tTrue"]
        assert shell.check("api")["allow"] == "pending"

        # ---- step 2
        statement = json.loads(shell.out(doc.block("add-permission")))
        assert statement["Principal"] == {"Service": "apigateway.amazonaws.com"}
        assert statement["Action"] == "lambda:InvokeFunction"
        assert statement["Condition"]["ArnLike"]["AWS:SourceArn"] == (
            f"arn:aws:execute-api:us-east-1:000000000000:{api_id}/*/POST/orders"
        )
        assert shell.check("api", "allow")["order"] == "pending"

        # ---- step 3
        first, status = _answer(shell.out(doc.block("| tee first.txt")))
        assert status == "HTTP 201"
        assert {k: v for k, v in first.items() if k != "order_id"} == {
            "quantity": 2,
            "sku": "tea",
            "total_cents": 900,
        }
        assert str(first["order_id"]).startswith("ord-")
        shell.check("api", "allow", "order")

        # ---- step 4
        retry = shell.out(doc.block("-D retry-headers.txt")).splitlines()
        assert [line.strip() for line in retry] == ["same answer", "idempotent-replayed: true"]
        assert shell.out(doc.block("--select COUNT")).strip() == "1"
        shell.check("api", "allow", "order", "retry")
        ledger = [e["data"] for e in events(server, "dynamodb.write.decided")]
        assert [(d["key"]["idempotency_key"]["S"], d["outcome"]) for d in ledger] == [
            ("k-1001", "Accepted"),
            ("k-1001", "Rejected"),
        ]

        # ---- step 5
        second, status = _answer(shell.out(doc.block("k-1002")))
        assert status == "HTTP 201"
        assert second["order_id"] != first["order_id"]
        assert (second["sku"], second["quantity"], second["total_cents"]) == ("mug", 1, 1200)
        rows = [line.split("\t") for line in shell.out(doc.block("sort_by(Items")).splitlines()]
        assert [(key, json.loads(answer)) for key, answer in rows] == [("k-1001", first), ("k-1002", second)]
        shell.check("api", "allow", "order", "retry", "another")

        # ---- step 6
        assert shell.out(doc.block("aws apigatewayv2 delete-api")) == ""
        summary = shell.out(doc.block("rm -f first.txt"))
        assert "Passed: every step of http-front-door is confirmed." in summary
        assert set(shell.check(*STEPS).values()) == {"passed"}
        doc.assert_all_used()
        print(shell.timings())
    except BaseException:
        print(shell.dump())
        raise


@pytest.mark.timeout(180)
def test_calling_before_the_permission_is_named(server: LabcloudProcess, tmp_path: Path) -> None:
    """Skipping step 2: the gateway answers 500 without invoking the function; the check says why,
    and the fix it names (add the permission, send again) clears it."""
    doc = Instructions("http-front-door")
    shell = LabShell(server, tmp_path, doc.variables)
    try:
        shell.run("labcloud lab start http-front-door")
        shell.run(doc.peek('cd "$(labcloud lab dir)"'))
        shell.run(doc.peek("--route-key 'POST /orders'"))
        refused, status = _answer(shell.out(doc.peek("| tee first.txt")))
        assert (refused, status) == ({"message": "Internal Server Error"}, "HTTP 500")
        assert events(server, "lambda.invocation.started") == []
        report = {s["id"]: s for s in shell.report()["steps"]}
        assert report["allow"]["status"] == "failed"
        assert report["allow"]["reason"].startswith(
            "API Gateway answered 500 to POST /orders without invoking labex-h01-orders: the function's "
            "resource policy does not let apigateway.amazonaws.com invoke it for labex-h01-shop."
        )
        assert report["order"]["status"] == "pending"
        shell.run(doc.peek("add-permission"))
        _, status = _answer(shell.out(doc.peek("| tee first.txt")))
        assert status == "HTTP 201"
        shell.check("api", "allow", "order")
    except BaseException:
        print(shell.dump())
        raise


@pytest.mark.timeout(180)
def test_a_retry_with_a_new_key_is_named(server: LabcloudProcess, tmp_path: Path) -> None:
    """The retry sent with a fresh key: a second order for the same request; the retry step fails and
    says this cannot be undone. A retry whose body changed gets 422 and is named too."""
    doc = Instructions("http-front-door")
    shell = LabShell(server, tmp_path, doc.variables)
    try:
        shell.run("labcloud lab start http-front-door")
        shell.run(doc.peek('cd "$(labcloud lab dir)"'))
        shell.run(doc.peek("--route-key 'POST /orders'"))
        shell.run(doc.peek("add-permission"))
        shell.run(doc.peek("| tee first.txt"))
        changed = doc.peek("-D retry-headers.txt").replace('"quantity":2', '"quantity":3')
        assert '"quantity":3' in changed
        assert shell.run(changed, ok=False).returncode != 0  # diff: the answers differ
        assert "HTTP 422" in shell.out("cat retry.txt")
        report = {s["id"]: s for s in shell.report()["steps"]}
        assert report["retry"]["status"] == "failed"
        assert report["retry"]["reason"].startswith(
            'the retry with k-1001 carried another body ({"sku":"tea","quantity":3}) than the first request '
            '({"sku":"tea","quantity":2}) and was refused with 422'
        )
        fresh = doc.peek("-D retry-headers.txt").replace(
            "Idempotency-Key: k-1001", "Idempotency-Key: k-1001b"
        )
        assert shell.run(fresh, ok=False).returncode != 0
        assert shell.out(doc.peek("--select COUNT")).strip() == "2"
        report = {s["id"]: s for s in shell.report()["steps"]}
        assert report["retry"]["status"] == "failed"
        assert report["retry"]["reason"].startswith(
            'the order {"sku":"tea","quantity":2} was stored again under the key k-1001b: a retry sent with a '
            "new Idempotency-Key looks like a new order"
        )
        assert "labcloud lab start http-front-door" in report["retry"]["reason"]
    except BaseException:
        print(shell.dump())
        raise
