"""CloudWatch Logs Insights: the query language (grammar, parser), its evaluation over stored events,
and the StartQuery / GetQueryResults / StopQuery / DescribeQueries bookkeeping."""
