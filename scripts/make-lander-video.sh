#!/usr/bin/env bash
# Generates the video of the video landers (decision 0062): soft glowing orbs of warm light drifting over an
# evening gradient, a seamless 10 s loop, no text, no footage, no people. Everything is computed by ffmpeg's
# `geq` filter from the formulas below, so the output is ours (generated) and can be made again on any machine
# with Debian's ffmpeg (`apt-get install -y ffmpeg`):
#
#   scripts/make-lander-video.sh            # writes web/public/landers/evening-glow.{webm,mp4} and -poster.webp
#
# Every motion is a sine whose period divides the loop, so the last frame runs into the first without a jump.
set -euo pipefail

OUT_DIR="${1:-$(dirname "$0")/../web/public/landers}"
NAME=evening-glow
SECONDS_LONG=10 # the loop
FPS=24
DRAW=120      # the size the formulas are computed at (smooth shapes: upscaling loses nothing; geq is slow)
SIZE=720      # the size shipped (square: crops well to a phone's portrait and a desktop's landscape)
mkdir -p "$OUT_DIR"

# One orb: "x y radius red green blue speed phase" — x, y, radius as fractions of the frame, speed in turns per
# loop (an integer, so the loop closes), colour 0–255 added to the background where the orb is.
ORBS=(
  "0.30 0.35 0.22 190 70 110 1 0.0"
  "0.70 0.30 0.18 230 140 90 1 2.1"
  "0.55 0.70 0.26 150 50 130 1 4.2"
  "0.20 0.75 0.15 240 170 120 2 1.3"
  "0.80 0.70 0.14 220 90 140 2 3.7"
  "0.45 0.20 0.10 255 200 150 3 5.0"
  "0.62 0.50 0.08 255 220 180 2 0.7"
)

# The background: deep plum at the top to wine at the bottom, per channel "top bottom".
declare -A BG=([r]="34 86" [g]="10 18" [b]="48 58")

channel() { # $1: r|g|b, $2: index of the orb colour in an orb's fields (3, 4, 5)
  local top bottom expression fields
  read -r top bottom <<<"${BG[$1]}"
  expression="$top+($bottom-$top)*Y/H"
  for orb in "${ORBS[@]}"; do
    read -r -a fields <<<"$orb"
    local x=${fields[0]} y=${fields[1]} r=${fields[2]} colour=${fields[$2]} speed=${fields[6]} phase=${fields[7]}
    local turn="2*PI*$speed*T/$SECONDS_LONG+$phase"
    # The centre wanders on a small ellipse; the glow breathes between 55 % and 100 %.
    local cx="W*($x+0.12*sin($turn))" cy="H*($y+0.09*cos($turn))"
    local d2="((X-$cx)*(X-$cx)+(Y-$cy)*(Y-$cy))/(($r*W)*($r*W))"
    expression+="+$colour*(0.775+0.225*sin($turn+1.0))*exp(-2*$d2)"
  done
  echo "min(255,$expression)"
}

RED=$(channel r 3)
GREEN=$(channel g 4)
BLUE=$(channel b 5)

SOURCE="color=c=black:s=${DRAW}x${DRAW}:r=$FPS:d=$SECONDS_LONG,format=rgb24"
FILTER="geq=r='$RED':g='$GREEN':b='$BLUE',scale=${SIZE}:${SIZE}:flags=bicubic,gblur=sigma=3,format=yuv420p"

if [[ -n "${PREVIEW_AT:-}" ]]; then # a still at that second, to judge the look without the whole run
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$SOURCE" -vf "$FILTER" -ss "$PREVIEW_AT" -frames:v 1 \
    "/tmp/$NAME-preview.png"
  exit 0
fi
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$SOURCE" -vf "$FILTER" -c:v ffv1 "$OUT_DIR/$NAME.tmp.mkv"

# VP9 for browsers that play WebM, H.264 for the rest (Safari); no audio track, so muted autoplay is certain.
ffmpeg -hide_banner -loglevel error -y -i "$OUT_DIR/$NAME.tmp.mkv" -an -c:v libvpx-vp9 -b:v 0 -crf 30 \
  -row-mt 1 -deadline good -cpu-used 2 -g 240 "$OUT_DIR/$NAME.webm"
ffmpeg -hide_banner -loglevel error -y -i "$OUT_DIR/$NAME.tmp.mkv" -an -c:v libx264 -preset veryslow -crf 22 \
  -profile:v main -pix_fmt yuv420p -movflags +faststart "$OUT_DIR/$NAME.mp4"
# The poster is the first frame, so the still and the video's start are the same picture.
ffmpeg -hide_banner -loglevel error -y -i "$OUT_DIR/$NAME.tmp.mkv" -frames:v 1 -c:v libwebp -quality 70 \
  "$OUT_DIR/$NAME-poster.webp"
rm "$OUT_DIR/$NAME.tmp.mkv"
ls -l "$OUT_DIR"/$NAME*
