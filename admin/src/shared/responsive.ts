import { useMediaQuery, type Theme } from '@mui/material';

/**
 * A phone-sized screen: lists show one line per record (react-admin's SimpleList, as in its demo)
 * instead of a table wider than the screen; each record's actions are on its show page.
 */
export const useIsSmall = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
