# A CloudWatch dashboard showing the queue's backlog beside the alarm that watches it.
resource "aws_cloudwatch_dashboard" "backlog" {
  dashboard_name = "${var.prefix}-backlog"
  dashboard_body = jsonencode({
    widgets = [
      {
        type   = "metric"
        x      = 0
        y      = 0
        width  = 12
        height = 6
        properties = {
          metrics = [["AWS/SQS", "ApproximateNumberOfMessagesVisible", "QueueName", aws_sqs_queue.source.name]]
          region  = "us-east-1"
          title   = "backlog"
        }
      },
      {
        type   = "alarm"
        x      = 12
        y      = 0
        width  = 12
        height = 6
        properties = {
          alarms = [aws_cloudwatch_metric_alarm.backlog.arn]
          title  = "alarm"
        }
      },
    ]
  })
}
