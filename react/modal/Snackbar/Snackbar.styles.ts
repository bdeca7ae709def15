import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'
import { REDUCED_MOTION } from '../../styles/shared'

export const regionClass = css`
  position: absolute;
  top: ${vars.space[12]};
  left: ${vars.space[16]};
  right: ${vars.space[16]};
  z-index: ${vars.zIndex.snackbar};
  display: flex;
  justify-content: center;
  pointer-events: none;
`

export const snackbarClass = css`
  display: flex;
  align-items: center;
  gap: ${vars.space[8]};
  max-width: 100%;
  min-height: 40px;
  box-sizing: border-box;
  padding-block: ${vars.space[6]};
  padding-inline: ${vars.space[6]} ${vars.space[14]};
  border-radius: ${vars.radius.xs};
  border: 1px solid ${vars.color.border};
  background: ${vars.color.bgSnackbar};
  box-shadow: ${vars.shadow.snackbar};
  color: ${vars.color.fg};
  opacity: 0;
  visibility: hidden;
  transform: translateY(-8px) scale(0.96);
  transition:
    opacity ${vars.duration.snackbar} ease,
    transform ${vars.duration.snackbar} ease,
    visibility 0s linear ${vars.duration.snackbar};

  &[data-visible] {
    opacity: 1;
    visibility: visible;
    transform: none;
    transition-delay: 0s;
  }

  ${REDUCED_MOTION} {
    transition: none;
    transform: none;
  }
`

export const iconClass = css`
  display: grid;
  place-items: center;
  flex: none;
  width: 28px;
  height: 28px;
  border-radius: ${vars.radius['3xs']};
  color: ${vars.color.accentText};
  background: ${vars.color.accentGlass};

  [data-variant='success'] > & {
    color: ${vars.color.success};
    background: ${vars.color.successGlass};
  }
  [data-variant='error'] > & {
    color: ${vars.color.error};
    background: ${vars.color.errorGlass};
  }
`

export const messageClass = css`
  font-size: ${vars.font.size.small};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.normal};
`
