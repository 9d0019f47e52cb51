"""Metric alarms: PutMetricAlarm's checks, the ``cw_alarms`` rows, describe filters, history, tags.

An alarm row holds its configuration (``doc``, the MetricAlarm members) and its state; every state
change and configuration change adds a ``cw_alarm_history`` row. Alarm actions may only name Lambda
functions (the one action target labcloud has); other targets are refused.
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
from collections.abc import Sequence
from typing import Any

from labcloud import json_document
from labcloud.store.db import Store

from .errors import combination, invalid_value, missing, not_found, unsupported, validation
from .evaluate import SUPPORTED_OPERATORS, iso
from .tokens import decode_token, encode_token

#: Alarms per account and region (CloudWatch's default quota is far higher; override with
#: LABCLOUD_CLOUDWATCH_MAX_ALARMS).
MAX_ALARMS = int(os.environ.get("LABCLOUD_CLOUDWATCH_MAX_ALARMS", "5000"))
MAX_TAGS = 50
TREAT_MISSING = ("missing", "ignore", "breaching", "notBreaching")
_LAMBDA_ARN = re.compile(
    r"^arn:aws[a-zA-Z-]*:lambda:([a-z0-9-]+):(\d{12}):function:([A-Za-z0-9_-]+)(?::([A-Za-z0-9$_-]+))?$"
)
_CONFIG_KEYS = (
    "AlarmDescription",
    "ActionsEnabled",
    "OKActions",
    "AlarmActions",
    "InsufficientDataActions",
    "MetricName",
    "Namespace",
    "Statistic",
    "ExtendedStatistic",
    "Dimensions",
    "Period",
    "Unit",
    "EvaluationPeriods",
    "DatapointsToAlarm",
    "Threshold",
    "ComparisonOperator",
    "TreatMissingData",
    "EvaluateLowSampleCountPercentile",
    "Metrics",
)
INITIAL_REASON = "Unchecked: Initial alarm creation"


def alarm_arn(region: str, account: str, name: str) -> str:
    return f"arn:aws:cloudwatch:{region}:{account}:alarm:{name}"


def lambda_target(arn: str) -> re.Match[str] | None:
    return _LAMBDA_ARN.match(arn)


def check_config(params: dict[str, Any], region: str, account: str) -> dict[str, Any]:
    """PutMetricAlarm's rules beyond the model; answers the configuration to store."""
    for member in ("ThresholdMetricId", "EvaluationCriteria", "EvaluationInterval"):
        if params.get(member) is not None:
            raise unsupported(f"{member} (anomaly detection and PromQL alarms)")
    # the model marks them optional (PromQL alarms need neither); a metric alarm needs both
    for member in ("ComparisonOperator", "EvaluationPeriods"):
        if params.get(member) is None:
            raise missing(f"The parameter {member} is required.")
    operator = params["ComparisonOperator"]
    if operator not in SUPPORTED_OPERATORS:
        raise unsupported(f"the comparison operator {operator} (anomaly detection bands)")
    if params.get("Threshold") is None:
        raise missing("The parameter Threshold is required.")
    single = [
        k
        for k in ("MetricName", "Namespace", "Statistic", "ExtendedStatistic", "Dimensions", "Period", "Unit")
        if params.get(k) is not None
    ]
    if params.get("Metrics"):
        if single:
            raise combination(
                f"The parameters Metrics and {single[0]} are mutually exclusive and you have specified both."
            )
        returned = [q for q in params["Metrics"] if q.get("ReturnData", True)]
        if len(returned) != 1:
            raise validation("Exactly one element of the metrics list should return data.")
        query = returned[0]
        period = (query.get("MetricStat") or {}).get("Period") or query.get("Period")
        if period is None:
            raise missing(
                "The parameter Metrics.member.N.Period is required for the query that returns data."
            )
    else:
        for member in ("MetricName", "Namespace", "Period"):
            if params.get(member) is None:
                raise missing(f"The parameter {member} is required.")
        if params.get("Statistic") and params.get("ExtendedStatistic"):
            raise combination(
                "The parameters Statistic and ExtendedStatistic are mutually exclusive and you have "
                "specified both."
            )
        if not params.get("Statistic") and not params.get("ExtendedStatistic"):
            raise missing("One of the parameters Statistic or ExtendedStatistic is required.")
        if params.get("ExtendedStatistic"):
            from .points import percentile_of

            if percentile_of(params["ExtendedStatistic"]) is None:
                raise invalid_value(
                    f"The value {params['ExtendedStatistic']} for parameter ExtendedStatistic is "
                    "not supported."
                )
        period = params["Period"]
    period = int(period)
    if period not in (10, 20, 30) and period % 60:
        raise invalid_value("The parameter Period must be 10, 20, 30, or a multiple of 60.")
    periods = int(params["EvaluationPeriods"])
    limit = 86400 if period < 3600 else 7 * 86400
    if period * periods > limit:
        raise validation(
            f"The evaluation period (Period x EvaluationPeriods) must not exceed {limit} seconds."
        )
    needed = params.get("DatapointsToAlarm")
    if needed is not None and needed > periods:
        raise validation("DatapointsToAlarm must be less than or equal to EvaluationPeriods.")
    treat = params.get("TreatMissingData")
    if treat is not None and treat not in TREAT_MISSING:
        raise validation(
            f"Value '{treat}' at 'treatMissingData' failed to satisfy constraint: Member must satisfy "
            "enum value set: [missing, ignore, breaching, notBreaching]"
        )
    low_sample = params.get("EvaluateLowSampleCountPercentile")
    if low_sample is not None:
        if not params.get("ExtendedStatistic"):
            raise combination("EvaluateLowSampleCountPercentile can only be used with ExtendedStatistic.")
        if low_sample != "evaluate":
            raise unsupported("EvaluateLowSampleCountPercentile=ignore")
    for member in ("OKActions", "AlarmActions", "InsufficientDataActions"):
        for arn in params.get(member) or ():
            match = lambda_target(arn)
            if match is None:
                if arn.startswith("arn:"):
                    raise unsupported(f"the alarm action {arn} (only Lambda function actions)")
                raise invalid_value(f"Invalid arn syntax: {arn}")
            if match.group(1) != region or match.group(2) != account:
                raise invalid_value(f"The alarm action {arn} must be in the alarm's account and region.")
    config = {k: params[k] for k in _CONFIG_KEYS if params.get(k) is not None}
    config.setdefault("ActionsEnabled", True)
    for member in ("OKActions", "AlarmActions", "InsufficientDataActions"):
        config.setdefault(member, [])
    config.setdefault("Dimensions", [] if not params.get("Metrics") else None)
    if config.get("Dimensions") is None:
        config.pop("Dimensions", None)
    return config


def check_tags(tags: Sequence[dict[str, str]]) -> None:
    keys = [t["Key"] for t in tags]
    if len(set(keys)) != len(keys):
        raise invalid_value("Tag keys must be unique.")
    if len(tags) > MAX_TAGS:
        from .errors import limit_exceeded

        raise limit_exceeded(f"The number of tags must not exceed {MAX_TAGS}.")


def merge_tags(current: list[dict[str, str]], given: Sequence[dict[str, str]]) -> list[dict[str, str]]:
    merged = {t["Key"]: t["Value"] for t in current}
    merged.update({t["Key"]: t.get("Value", "") for t in given})
    return [{"Key": k, "Value": v} for k, v in merged.items()]


class Alarms:
    """The ``cw_alarms`` and ``cw_alarm_history`` tables."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def get(self, account: str, region: str, name: str) -> sqlite3.Row | None:
        return self.store.one(
            "SELECT * FROM cw_alarms WHERE account_id=? AND region=? AND name=?", (account, region, name)
        )

    def require(self, account: str, region: str, name: str) -> sqlite3.Row:
        row = self.get(account, region, name)
        if row is None:
            raise not_found(f"Alarm {name} not found")
        return row

    def count(self, account: str, region: str) -> int:
        return int(
            self.store.scalar(
                "SELECT COUNT(*) FROM cw_alarms WHERE account_id=? AND region=?", (account, region)
            )
            or 0
        )

    def put(
        self,
        account: str,
        region: str,
        name: str,
        config: dict[str, Any],
        tags: list[dict[str, str]],
        now: float,
    ) -> bool:
        """Create or overwrite the configuration (the state is kept on update); True when created."""
        existing = self.get(account, region, name)
        doc = json.dumps(config)
        if existing is None:
            self.store.execute(
                "INSERT INTO cw_alarms (account_id, region, name, doc, state, state_reason, state_reason_data,"
                " state_updated, state_transitioned, tags, last_evaluated) VALUES (?,?,?,?,?,?,?,?,?,?,0)",
                (
                    account,
                    region,
                    name,
                    doc,
                    "INSUFFICIENT_DATA",
                    INITIAL_REASON,
                    None,
                    now,
                    now,
                    json.dumps(tags),
                ),
            )
        else:
            self.store.execute(
                "UPDATE cw_alarms SET doc=?, last_evaluated=0 WHERE account_id=? AND region=? AND name=?",
                (doc, account, region, name),
            )
        summary = f'Alarm "{name}" {"created" if existing is None else "updated"}'
        kind = "Create" if existing is None else "Update"
        self.history(
            account,
            region,
            name,
            now,
            "ConfigurationUpdate",
            summary,
            {
                "version": "1.0",
                "type": kind,
                ("createdAlarm" if existing is None else "updatedAlarm"): self.describe_row(
                    self.get(account, region, name)  # type: ignore[arg-type]
                ),
            },
        )
        return existing is None

    def set_state(
        self, row: sqlite3.Row, state: str, reason: str, reason_data: str | None, now: float
    ) -> None:
        self.store.execute(
            "UPDATE cw_alarms SET state=?, state_reason=?, state_reason_data=?, state_updated=?,"
            " state_transitioned=? WHERE account_id=? AND region=? AND name=?",
            (state, reason, reason_data, now, now, row["account_id"], row["region"], row["name"]),
        )
        old: dict[str, Any] = {"stateValue": row["state"], "stateReason": row["state_reason"]}
        new: dict[str, Any] = {"stateValue": state, "stateReason": reason}
        if reason_data:
            try:
                new["stateReasonData"] = json_document.loads(reason_data)
            except ValueError:
                new["stateReasonData"] = reason_data
        self.history(
            row["account_id"],
            row["region"],
            row["name"],
            now,
            "StateUpdate",
            f"Alarm updated from {row['state']} to {state}",
            {"version": "1.0", "oldState": old, "newState": new},
        )

    def history(
        self,
        account: str,
        region: str,
        name: str,
        now: float,
        item_type: str,
        summary: str,
        data: dict[str, Any],
    ) -> None:
        self.store.execute(
            "INSERT INTO cw_alarm_history (account_id, region, name, ts, item_type, summary, data)"
            " VALUES (?,?,?,?,?,?,?)",
            (account, region, name, now, item_type, summary, json.dumps(data)),
        )

    def delete(self, account: str, region: str, names: Sequence[str]) -> None:
        absent = [n for n in names if self.get(account, region, n) is None]
        if absent:
            raise not_found(f"The following alarms were not found: [{', '.join(absent)}]")
        for name in names:
            self.store.execute(
                "DELETE FROM cw_alarms WHERE account_id=? AND region=? AND name=?", (account, region, name)
            )

    def set_actions_enabled(self, account: str, region: str, names: Sequence[str], enabled: bool) -> None:
        for name in names:
            row = self.get(account, region, name)
            if row is None:
                continue
            doc = json.loads(row["doc"])
            doc["ActionsEnabled"] = enabled
            self.store.execute(
                "UPDATE cw_alarms SET doc=? WHERE account_id=? AND region=? AND name=?",
                (json.dumps(doc), account, region, name),
            )

    # ------------------------------------------------------------------ reading

    def describe_row(self, row: sqlite3.Row) -> dict[str, Any]:
        doc = json.loads(row["doc"])
        out: dict[str, Any] = {
            "AlarmName": row["name"],
            "AlarmArn": alarm_arn(row["region"], row["account_id"], row["name"]),
        }
        out.update(doc)
        out["AlarmConfigurationUpdatedTimestamp"] = doc.get("_updated", row["state_updated"])
        out.pop("_updated", None)
        if out.get("Metrics"):
            out.pop("Period", None)  # kept for evaluation; a metric math alarm shows its periods in Metrics
        out["StateValue"] = row["state"]
        out["StateReason"] = row["state_reason"]
        if row["state_reason_data"]:
            out["StateReasonData"] = row["state_reason_data"]
        out["StateUpdatedTimestamp"] = row["state_updated"]
        out["StateTransitionedTimestamp"] = row["state_transitioned"]
        return out

    def all(self, account: str, region: str) -> list[sqlite3.Row]:
        return self.store.all(
            "SELECT * FROM cw_alarms WHERE account_id=? AND region=? ORDER BY name", (account, region)
        )

    def everywhere(self) -> list[sqlite3.Row]:
        return self.store.all("SELECT * FROM cw_alarms ORDER BY account_id, region, name")

    def describe(self, account: str, region: str, params: dict[str, Any]) -> dict[str, Any]:
        names = params.get("AlarmNames")
        prefix = params.get("AlarmNamePrefix")
        if names and prefix:
            raise combination(
                "The parameters AlarmNames and AlarmNamePrefix are mutually exclusive and you have "
                "specified both."
            )
        if params.get("ChildrenOfAlarmName") or params.get("ParentsOfAlarmName"):
            raise unsupported("composite alarms (ChildrenOfAlarmName, ParentsOfAlarmName)")
        types = params.get("AlarmTypes") or ["MetricAlarm"]
        limit = params.get("MaxRecords") or 50
        after = ""
        if params.get("NextToken"):
            token = decode_token(params["NextToken"])
            if not isinstance(token, str):
                from .errors import invalid_token

                raise invalid_token()
            after = token
        rows = []
        if "MetricAlarm" in types:
            for row in self.all(account, region):
                if row["name"] <= after and after:
                    continue
                if names and row["name"] not in names:
                    continue
                if prefix and not row["name"].startswith(prefix):
                    continue
                if params.get("StateValue") and row["state"] != params["StateValue"]:
                    continue
                if params.get("ActionPrefix"):
                    doc = json.loads(row["doc"])
                    actions = (
                        doc.get("OKActions", [])
                        + doc.get("AlarmActions", [])
                        + doc.get("InsufficientDataActions", [])
                    )
                    if not any(a.startswith(params["ActionPrefix"]) for a in actions):
                        continue
                rows.append(row)
        answer: dict[str, Any] = {"MetricAlarms": [self.describe_row(r) for r in rows[:limit]]}
        if "CompositeAlarm" in types:
            answer["CompositeAlarms"] = []
        if len(rows) > limit:
            answer["NextToken"] = encode_token(rows[limit - 1]["name"])
        return answer

    def for_metric(self, account: str, region: str, params: dict[str, Any]) -> list[dict[str, Any]]:
        wanted_dims = sorted((d["Name"], d["Value"]) for d in params.get("Dimensions") or ())
        out = []
        for row in self.all(account, region):
            doc = json.loads(row["doc"])
            if doc.get("Metrics"):
                metrics = [q["MetricStat"] for q in doc["Metrics"] if q.get("MetricStat")]
                matches = any(
                    m["Metric"].get("MetricName") == params["MetricName"]
                    and m["Metric"].get("Namespace") == params["Namespace"]
                    for m in metrics
                )
                if not matches:
                    continue
            else:
                if (
                    doc.get("MetricName") != params["MetricName"]
                    or doc.get("Namespace") != params["Namespace"]
                ):
                    continue
                if (
                    params.get("Dimensions") is not None
                    and sorted((d["Name"], d["Value"]) for d in doc.get("Dimensions") or ()) != wanted_dims
                ):
                    continue
                for member in ("Statistic", "ExtendedStatistic", "Period", "Unit"):
                    if params.get(member) is not None and doc.get(member) != params[member]:
                        break
                else:
                    out.append(self.describe_row(row))
                continue
            out.append(self.describe_row(row))
        return out

    def read_history(self, account: str, region: str, params: dict[str, Any]) -> dict[str, Any]:
        if params.get("AlarmContributorId"):
            raise unsupported("AlarmContributorId (multi-time-series alarms)")
        types = params.get("AlarmTypes") or ["MetricAlarm", "CompositeAlarm"]
        sql = "SELECT * FROM cw_alarm_history WHERE account_id=? AND region=?"
        args: list[Any] = [account, region]
        if params.get("AlarmName"):
            sql += " AND name=?"
            args.append(params["AlarmName"])
        if params.get("HistoryItemType"):
            sql += " AND item_type=?"
            args.append(params["HistoryItemType"])
        if params.get("StartDate"):
            sql += " AND ts >= ?"
            args.append(params["StartDate"].timestamp())
        if params.get("EndDate"):
            sql += " AND ts <= ?"
            args.append(params["EndDate"].timestamp())
        descending = (params.get("ScanBy") or "TimestampDescending") == "TimestampDescending"
        if params.get("NextToken"):
            token = decode_token(params["NextToken"])
            if not isinstance(token, int):
                from .errors import invalid_token

                raise invalid_token()
            sql += " AND seq < ?" if descending else " AND seq > ?"
            args.append(token)
        limit = params.get("MaxRecords") or 100
        sql += f" ORDER BY seq {'DESC' if descending else 'ASC'} LIMIT ?"
        args.append(limit + 1)
        rows = self.store.all(sql, args) if "MetricAlarm" in types else []
        items = [
            {
                "AlarmName": r["name"],
                "AlarmType": "MetricAlarm",
                "Timestamp": r["ts"],
                "HistoryItemType": r["item_type"],
                "HistorySummary": r["summary"],
                "HistoryData": r["data"],
            }
            for r in rows[:limit]
        ]
        answer: dict[str, Any] = {"AlarmHistoryItems": items}
        if len(rows) > limit:
            answer["NextToken"] = encode_token(int(rows[limit - 1]["seq"]))
        return answer


def event_time(ts: float) -> str:
    return iso(ts)
