"""Listings of CloudWatch Logs features labcloud does not emulate, answered as AWS answers an
account that has none: export and import tasks, account policies, field indexes and index
policies, anomaly detectors and anomalies, scheduled queries, integrations, lookup tables, and a
log group's (absent) data protection policy. Nothing here can be created, so every list is empty;
the calls that would create such objects stay unimplemented and say so.
"""

from __future__ import annotations

from typing import Any

EMPTY_LISTS: dict[str, str] = {
    "DescribeExportTasks": "exportTasks",
    "DescribeAccountPolicies": "accountPolicies",
    "DescribeFieldIndexes": "fieldIndexes",
    "DescribeIndexPolicies": "indexPolicies",
    "ListLogAnomalyDetectors": "anomalyDetectors",
    "ListAnomalies": "anomalies",
    "DescribeImportTasks": "imports",
    "ListScheduledQueries": "scheduledQueries",
    "ListIntegrations": "integrationSummaries",
    "DescribeLookupTables": "lookupTables",
}


def empty(operation: str) -> dict[str, Any]:
    return {EMPTY_LISTS[operation]: []}
