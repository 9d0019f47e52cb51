"""Receiving: a message to an address of a domain (or an address) verified in the account and region, whose
active receipt rule set has an enabled rule matching it, is received. ``plan`` (inside the send's or the
inbound route's transaction) records it in ``ses_receipts`` and queues ``run``, which after the commit runs
the matched rules' actions in order: S3 (the MIME text under the prefix), Lambda (Event, or RequestResponse
whose ``disposition`` STOP_RULE / STOP_RULE_SET is honoured), SNS (the notification, with the content),
AddHeader (for the actions after it), Stop and Bounce (recorded). Each action's outcome is kept on the
receipt and published as ``ses.receipt.action``; an action that fails is recorded, the rest still run.
What the actions need stays on the receipt until they have run: a restart resumes them (``resume``)."""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any

from labcloud.errors import AwsError
from labcloud.services.ses import receipt_event, receipt_rules
from labcloud.services.ses.events import emit
from labcloud.services.ses.receipt_event import Inbound
from labcloud.services.ses.repo import identities, receipts
from labcloud.services.ses.repo.receipts import Receipt
from labcloud.services.ses.state import SesState
from labcloud.spawn import spawn

log = logging.getLogger("labcloud.ses")
_TASKS: set[asyncio.Task[None]] = set()


def _rule_set_arn(message: Inbound) -> str:
    return f"arn:aws:ses:{message.region}:{message.account_id}:receipt-rule-set/{message.rule_set}"


def receivable(state: SesState, account_id: str, region: str, recipient: str) -> bool:
    """Is ``recipient`` an address this account receives for: itself, its domain or a parent domain verified."""
    bare = recipient.lower()
    labels = bare.rpartition("@")[2].split(".")
    names = [bare, *(".".join(labels[i:]) for i in range(len(labels) - 1))]
    return bool(identities.find_many(state.store, account_id, region, names))


def plan(
    state: SesState,
    account_id: str,
    region: str,
    message_id: str,
    received: float,
    source: str,
    recipients: list[str],
    raw: str,
    *,
    from_ses: bool,
) -> list[str]:
    """Record and queue the receipt of a message (in the caller's transaction); answers the recipients
    received (none when no verified identity or no enabled rule of the active set covers them)."""
    active = receipts.active_set(state.store, account_id, region)
    if active is None:
        return []
    taken = [r for r in dict.fromkeys(recipients) if receivable(state, account_id, region, r)]
    rules = [r for r in receipts.rules(state.store, account_id, region, active.name) if r.get("Enabled")]
    taken = [r for r in taken if any(receipt_rules.matches(rule, r) for rule in rules)]
    if not taken:
        return []
    message = Inbound(
        account_id, region, message_id, received, source, taken, raw, active.name, rules, from_ses
    )
    needs = {"source": source, "raw": raw, "rules": rules, "from_ses": from_ses}
    receipts.put_receipt(
        state.store, account_id, region, Receipt(message_id, received, active.name, taken, []), needs
    )
    emit(
        state,
        "ses.message.received",
        account_id,
        region,
        _rule_set_arn(message),
        message_id=message_id,
        source=source,
        recipients=taken,
        rule_set=active.name,
    )
    state.store.after_commit(lambda: spawn(run(state, message), _TASKS))
    return taken


def resume(state: SesState) -> None:
    """Run the actions of the messages received before a restart whose actions had not run (at least once,
    as SES delivers)."""
    for account_id, region, message_id, received, rule_set, recipients, needs in receipts.pending(
        state.store
    ):
        message = Inbound(
            account_id,
            region,
            message_id,
            received,
            needs["source"],
            recipients,
            needs["raw"],
            rule_set,
            needs["rules"],
            needs["from_ses"],
        )
        spawn(run(state, message), _TASKS)


async def stop() -> None:
    """Cancel the actions still running (their receipts stay pending: the next start resumes them)."""
    tasks = list(_TASKS)
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)


async def _call(
    state: SesState, message: Inbound, service: str, operation: str, params: dict[str, Any]
) -> dict[str, Any]:
    return await state.call(service, operation, params, account_id=message.account_id, region=message.region)


async def _notify(state: SesState, message: Inbound, topic: str, record: dict[str, Any]) -> None:
    await _call(
        state,
        message,
        "sns",
        "Publish",
        {"TopicArn": topic, "Subject": receipt_event.SUBJECT, "Message": json.dumps(record)},
    )


async def _act(
    state: SesState,
    message: Inbound,
    rule: dict[str, Any],
    recipients: list[str],
    kind: str,
    body: dict[str, Any],
    content: str,
) -> tuple[dict[str, Any], str]:
    """Run one action: ``(what to record, disposition)``; the disposition is CONTINUE, STOP_RULE or
    STOP_RULE_SET."""
    done: dict[str, Any] = {"rule": rule["Name"], "type": kind, "outcome": "Delivered"}
    disposition = "CONTINUE"
    key = None
    if kind == "S3Action":
        key = f"{body.get('ObjectKeyPrefix') or ''}{message.message_id}"
        await _call(
            state,
            message,
            "s3",
            "PutObject",
            {"Bucket": body["BucketName"], "Key": key, "Body": content.encode()},
        )
        done.update(bucket=body["BucketName"], key=key)
        if body.get("KmsKeyArn"):
            done["kms_key"] = body["KmsKeyArn"]
        if body.get("IamRoleArn"):
            done["iam_role"] = body["IamRoleArn"]
    action = receipt_event.action_record(kind, body, key)
    if kind == "LambdaAction":
        event = receipt_event.lambda_event(message, content, rule, recipients, action)
        answer = await _call(
            state,
            message,
            "lambda",
            "Invoke",
            {
                "FunctionName": body["FunctionArn"],
                "InvocationType": body["InvocationType"],
                "Payload": json.dumps(event).encode(),
            },
        )
        done.update(function=body["FunctionArn"], invocation_type=body["InvocationType"])
        if answer.get("FunctionError"):
            done.update(outcome="Failed", error="Lambda.FunctionError", message=_text(answer)[:512])
            return done, disposition
        if body["InvocationType"] == "RequestResponse":
            disposition = _disposition(answer)
            done["disposition"] = disposition
    elif kind == "SNSAction":
        record = receipt_event.notification(
            message, content, rule, recipients, action, encoding=body.get("Encoding", "UTF-8")
        )
        await _notify(state, message, body["TopicArn"], record)
        done["topic"] = body["TopicArn"]
    elif kind == "BounceAction":
        done.update(
            outcome="Bounced",
            sender=body["Sender"],
            smtp_reply_code=body["SmtpReplyCode"],
            status_code=body.get("StatusCode", ""),
            message=body["Message"],
        )
    elif kind == "StopAction":
        disposition = "STOP_RULE_SET"
        done["outcome"] = "Stopped"
    elif kind == "AddHeaderAction":
        done["header"] = f"{body['HeaderName']}: {body['HeaderValue']}"
    if body.get("TopicArn") and kind != "SNSAction":
        await _notify(
            state,
            message,
            body["TopicArn"],
            receipt_event.notification(message, content, rule, recipients, action),
        )
        done["topic"] = body["TopicArn"]
    return done, disposition


def _text(answer: dict[str, Any]) -> str:
    payload = answer.get("Payload") or b""
    if hasattr(payload, "read"):
        payload = payload.read()
    return payload.decode(errors="replace") if isinstance(payload, bytes) else str(payload)


def _disposition(answer: dict[str, Any]) -> str:
    try:
        given = json.loads(_text(answer) or "null")
    except ValueError:
        return "CONTINUE"
    value = given.get("disposition") if isinstance(given, dict) else None
    return value if value in ("STOP_RULE", "STOP_RULE_SET") else "CONTINUE"


async def run(state: SesState, message: Inbound) -> None:
    """Run the rules of the active set (as they were when the message came) for the recipients received."""
    open_recipients = list(message.recipients)
    content = message.raw
    done: list[dict[str, Any]] = []
    for rule in message.rules:
        matched = [r for r in open_recipients if receipt_rules.matches(rule, r)]
        if not matched:
            continue
        stop_set = False
        for action in rule["Actions"]:
            ((kind, body),) = action.items()
            try:
                record, disposition = await _act(state, message, rule, matched, kind, body, content)
            except AwsError as error:
                record, disposition = (
                    {
                        "rule": rule["Name"],
                        "type": kind,
                        "outcome": "Failed",
                        "error": error.code,
                        "message": error.message,
                    },
                    "CONTINUE",
                )
            except Exception as error:  # noqa: BLE001 - an action that breaks is recorded; the others still run
                log.warning("SES receipt action %s failed", kind, exc_info=True)
                record, disposition = (
                    {"rule": rule["Name"], "type": kind, "outcome": "Failed", "error": type(error).__name__},
                    "CONTINUE",
                )
            done.append(record)
            if kind == "AddHeaderAction":
                content = f"{body['HeaderName']}: {body['HeaderValue']}\r\n{content}"
            if disposition == "STOP_RULE_SET":
                stop_set = True
            if disposition != "CONTINUE":
                break
        if stop_set:
            open_recipients = [r for r in open_recipients if r not in matched]
    _record(state, message, done)


def _record(state: SesState, message: Inbound, done: list[dict[str, Any]]) -> None:
    with state.store.transaction():
        receipts.put_receipt(
            state.store,
            message.account_id,
            message.region,
            Receipt(message.message_id, message.received, message.rule_set, message.recipients, done),
        )
        for record in done:
            emit(
                state,
                "ses.receipt.action",
                message.account_id,
                message.region,
                _rule_set_arn(message),
                message_id=message.message_id,
                **record,
            )
